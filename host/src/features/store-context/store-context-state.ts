import type { Group, Store } from '@owa/shared';
import { BehaviorSubject } from '@owa/shared/rx';

/** What the shell's chrome needs about the open store and its group (header, languages, back). */
export interface StoreContext {
  readonly storeId: string | null;
  readonly store: Store | null;
  readonly group: Group | null;
  /** Menus available online (spec 1 §2.2): more than one puts menu-selection on the way back. */
  readonly onlineMenuCount: number;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const EMPTY: StoreContext = {
  storeId: null,
  store: null,
  group: null,
  onlineMenuCount: 1,
  status: 'idle',
};
export const storeContext$ = new BehaviorSubject<StoreContext>(EMPTY);
