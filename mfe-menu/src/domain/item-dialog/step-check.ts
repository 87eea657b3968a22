// Spec 1 §5 "Add to cart allowed" applied to one step of the dialog, with where to scroll when it is
// refused: the first unmet option or combo slot. Spec 3 §4: the reward flow needs every slot chosen.
import type { ItemAttribute, MenuItem } from '@owa/shared';
import {
  firstUnmetRequiredOption,
  isOptionValid,
  isRelationSatisfied,
  type RelationSelection,
  relationQuantity,
  relationsOf,
  visibleOptions,
} from '@owa/shared/domain';
import { type AddToCartRefusal, checkAddToCart } from './add-to-cart';

export type StepRefusal = AddToCartRefusal | 'relation-unchosen';

/** What the dialog scrolls to and announces. */
export type StepTarget =
  | { readonly kind: 'option'; readonly code: string; readonly name: string }
  | { readonly kind: 'relation'; readonly code: string; readonly name: string };

export type StepCheck =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: StepRefusal; readonly target: StepTarget | null };

export interface ItemStepInput {
  readonly item: MenuItem;
  readonly available: boolean;
  readonly selection: readonly ItemAttribute[];
  readonly relations: RelationSelection;
  readonly quantity: number;
  readonly inCartCount: number;
  /** Reward flow: every combo slot needs a choice. */
  readonly everyRelationRequired: boolean;
}

function firstInvalidOption(item: MenuItem, selection: readonly ItemAttribute[]): StepTarget | null {
  const option =
    firstUnmetRequiredOption(item, selection) ??
    visibleOptions(item.options, selection).find((candidate) => !isOptionValid(candidate, selection));
  return option ? { kind: 'option', code: option.code, name: option.name ?? option.code } : null;
}

function firstRelation(item: MenuItem, unmet: (code: string) => boolean): StepTarget | null {
  const relation = relationsOf(item).find((candidate) => unmet(candidate.code));
  return relation ? { kind: 'relation', code: relation.code, name: relation.name ?? relation.code } : null;
}

/** Step 1: the item itself. */
export function checkItemStep(input: ItemStepInput): StepCheck {
  const check = checkAddToCart(input);
  if (!check.allowed) {
    if (check.reason === 'required-option' || check.reason === 'invalid-option') {
      return {
        allowed: false,
        reason: check.reason,
        target: firstInvalidOption(input.item, input.selection),
      };
    }
    if (check.reason === 'relation') {
      const target = firstRelation(input.item, (code) => {
        const relation = relationsOf(input.item).find((candidate) => candidate.code === code);
        return !!relation && !isRelationSatisfied(relation, relationQuantity(input.relations, code));
      });
      return { allowed: false, reason: 'relation', target };
    }
    return { allowed: false, reason: check.reason, target: null };
  }
  if (input.everyRelationRequired) {
    const target = firstRelation(input.item, (code) => relationQuantity(input.relations, code) === 0);
    if (target) return { allowed: false, reason: 'relation-unchosen', target };
  }
  return { allowed: true };
}

/** A combo item's own step: only its options. */
export function checkComboStep(item: MenuItem, selection: readonly ItemAttribute[]): StepCheck {
  const target = firstInvalidOption(item, selection);
  return target ? { allowed: false, reason: 'required-option', target } : { allowed: true };
}
