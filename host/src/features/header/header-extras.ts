import { BehaviorSubject } from '@owa/shared/rx';
import type { ComponentType } from 'react';

/** What the full header decides once the store and its group are known. */
export interface HeaderParts {
  /** The group's own header, if it has one (chosen by group id at run time). */
  readonly customFor: (groupId: string | null) => { readonly brandName: string } | null;
  /** Back, logo and group links; or a group's brand name and links. */
  readonly Start: ComponentType;
  /** Locations and the language select, before the slots. */
  readonly End: ComponentType;
  /** Under the row: a group's price line. */
  readonly Below: ComponentType;
}

/**
 * The header's parts that need the store and its group arrive with them, after the route's first
 * paint; until then the header shows its basic row. The slots keep their place in the tree, so the
 * cart button and account menu are never mounted twice.
 */
export const headerParts$ = new BehaviorSubject<HeaderParts | null>(null);
