// Dietary labels of issue 22: what a dish or a choice claims (its `dietary` list, and the spec's
// tags that name a label: gluten free reads "gluten-friendly", spec 1 §2.5), and which labels a card
// may show: those every configuration of the item keeps.
import type { DietaryLabel, MenuItem, Option, OptionValue } from '@owa/shared';
import {
  effectiveBounds,
  type FindMenuItem,
  isOptionVisible,
  relationsOf,
  slotItem,
  slotItemCodes,
} from '@owa/shared/domain';
import { DIETARY_LABELS } from '@owa/shared/entities';

/** Labels a configured item keeps only when every part meets them; the rest (SPICY) when any part does. */
export const NEEDS: readonly DietaryLabel[] = ['VEGETARIAN', 'VEGAN', 'GLUTEN_FRIENDLY', 'HALAL'];
export const SPICY: DietaryLabel = 'SPICY';

const TAG_LABELS: Readonly<Record<string, DietaryLabel>> = {
  GLUTEN_FREE: 'GLUTEN_FRIENDLY',
  GLUTEN_FRIENDLY: 'GLUTEN_FRIENDLY',
  VEGAN: 'VEGAN',
  VEGETARIAN: 'VEGETARIAN',
  HALAL: 'HALAL',
  SPICY: 'SPICY',
};

/** A dish's own part or a choice: whatever carries labels and tags. */
export interface LabelledPart {
  readonly dietary?: readonly DietaryLabel[] | null;
  readonly tags?: readonly string[] | null;
}
const claimed = new WeakMap<object, ReadonlySet<DietaryLabel>>();

/** The labels a dish's own part or a choice claims (read once per object: cards ask on every render). */
export function ownLabels(part: LabelledPart): ReadonlySet<DietaryLabel> {
  let labels = claimed.get(part);
  if (!labels) {
    const set = new Set<DietaryLabel>(part.dietary ?? []);
    for (const tag of part.tags ?? []) {
      const label = TAG_LABELS[tag];
      if (label) set.add(label);
    }
    labels = set;
    claimed.set(part, labels);
  }
  return labels;
}

/** The values a diner can pick in an option when nothing is chosen yet (in stock, not hidden). */
export function offeredValues(option: Option): OptionValue[] {
  return option.values.filter((value) => !value.outOfStock && !value.valueDependencies?.dependencies.length);
}

/** Options that must be answered whatever else is chosen: shown from the start, with a minimum. */
function requiredOptions(item: MenuItem): Option[] {
  return (item.options ?? []).filter(
    (option) => isOptionVisible(option, []) && effectiveBounds(option, []).min > 0,
  );
}

const MAX_DEPTH = 2;
const shown = new WeakMap<object, readonly DietaryLabel[]>();

/**
 * The labels a card shows: the item's own, kept only when every value of each required option and
 * every candidate of each required combo slot keeps them too (Build Your Burger is not vegetarian:
 * beef is one of its patties). SPICY shows when the item is, or a required choice always is.
 */
export function cardLabels(item: MenuItem, findItem?: FindMenuItem, depth = 0): readonly DietaryLabel[] {
  const cached = shown.get(item);
  if (cached) return cached;
  const own = ownLabels(item);
  const choices: ReadonlySet<DietaryLabel>[][] = requiredOptions(item).map((option) =>
    offeredValues(option).map(ownLabels),
  );
  if (depth < MAX_DEPTH) {
    for (const relation of relationsOf(item)) {
      if ((relation.minCardinality ?? 0) <= 0) continue;
      const candidates = slotItemCodes(relation)
        .map((code) => slotItem(relation, code, findItem))
        .filter((candidate): candidate is MenuItem => candidate !== undefined && !candidate.outOfStock);
      choices.push(candidates.map((candidate) => new Set(cardLabels(candidate, findItem, depth + 1))));
    }
  }
  const everyChoice = (label: DietaryLabel) =>
    choices.every((group) => group.length > 0 && group.every((labels) => labels.has(label)));
  const someChoice = (label: DietaryLabel) =>
    choices.some((group) => group.length > 0 && group.every((labels) => labels.has(label)));
  const labels = DIETARY_LABELS.filter((label) =>
    label === SPICY ? own.has(label) || someChoice(label) : own.has(label) && everyChoice(label),
  );
  shown.set(item, labels);
  return labels;
}
