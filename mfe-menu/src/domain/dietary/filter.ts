// The store page's dietary filters (issue 22): keep only the items some configuration of which meets
// the diner's needs (vegetarian, vegan, gluten-friendly, halal; spicy) and contains none of the
// allergens they hide. An item with options stays when a choice fits in every required option; a
// combo when one does in every required slot (a combo is vegan only when each slot offers a vegan
// choice). The item dialog then offers only the values that fit.
import type {
  Allergen,
  DietaryLabel,
  ItemAttribute,
  MenuGroup,
  MenuItem,
  Option,
  OptionValue,
} from '@owa/shared';
import {
  effectiveBounds,
  type FindMenuItem,
  isAllowedOnline,
  isOptionValid,
  isOptionVisible,
  isUnlimited,
  isValueVisible,
  optionQuantity,
  relationsOf,
  slotItem,
  slotItemCodes,
} from '@owa/shared/domain';
import { type LabelledPart, ownLabels, SPICY } from './labels';

export interface DietaryFilter {
  /** Labels every kept item must be able to meet. */
  readonly needs: readonly DietaryLabel[];
  /** Allergens no kept item may have to contain. */
  readonly avoid: readonly Allergen[];
}

export const NO_DIETARY_FILTER: DietaryFilter = { needs: [], avoid: [] };

export function isDietaryFilterActive(filter: DietaryFilter): boolean {
  return filter.needs.length > 0 || filter.avoid.length > 0;
}

interface Part extends LabelledPart {
  readonly allergens?: readonly Allergen[] | null;
}

/** What a part must meet: the needs but SPICY (any one part makes a dish spicy), and the allergens. */
interface Rule {
  readonly needs: readonly DietaryLabel[];
  readonly avoid: readonly Allergen[];
  readonly spicy: boolean;
}

const rules = new WeakMap<DietaryFilter, Rule>();

/** Worked out once per filter object: a press asks it of each of a menu's items (1,000 in the bench). */
function ruleOf(filter: DietaryFilter): Rule {
  let rule = rules.get(filter);
  if (!rule) {
    rule = {
      needs: filter.needs.filter((label) => label !== SPICY),
      avoid: filter.avoid,
      spicy: filter.needs.includes(SPICY),
    };
    rules.set(filter, rule);
  }
  return rule;
}

/**
 * A part fits when it claims every need and contains none of the hidden allergens. Allergens not
 * given (null) are unknown, so a part without them never fits an allergen filter.
 */
function partFits(part: Part, rule: Rule): boolean {
  const labels = ownLabels(part);
  if (!rule.needs.every((label) => labels.has(label))) return false;
  if (rule.avoid.length === 0) return true;
  const allergens = part.allergens;
  return Array.isArray(allergens) && !allergens.some((allergen) => rule.avoid.includes(allergen));
}

/** A value the dialog may offer under the filter (spicy is not asked of each value). */
export function valueFits(value: OptionValue, filter: DietaryFilter): boolean {
  return !value.outOfStock && partFits(value, ruleOf(filter));
}

const isSpicy = (part: Part) => ownLabels(part).has(SPICY);

function chosenValues(option: Option, selection: readonly ItemAttribute[]): OptionValue[] {
  const entry = selection.find((candidate) => candidate.code === option.code);
  return (entry?.attrValueList ?? []).flatMap((chosen) => {
    const value = option.values.find((candidate) => candidate.code === chosen.code);
    return value && chosen.qty > 0 ? [value] : [];
  });
}

/** A whole selection is a configuration: every shown option within its bounds, every choice shown. */
function isComplete(
  options: readonly Option[],
  selection: readonly ItemAttribute[],
  spicy: boolean,
): boolean {
  let spicyChosen = false;
  for (const option of options) {
    if (!isOptionVisible(option, selection)) {
      if (optionQuantity(selection, option.code) > 0) return false;
      continue;
    }
    if (!isOptionValid(option, selection)) return false;
    for (const value of chosenValues(option, selection)) {
      if (!isValueVisible(option, value, selection)) return false;
      spicyChosen ||= isSpicy(value);
    }
  }
  return !spicy || spicyChosen;
}

function withValues(
  selection: readonly ItemAttribute[],
  option: Option,
  values: readonly { readonly code: string; readonly qty: number }[],
): ItemAttribute[] {
  const entry: ItemAttribute = {
    code: option.code,
    pizzaTopping: option.pizzaTopping ?? null,
    attrValueList: values.map((value) => ({
      code: value.code,
      qty: value.qty,
      option: option.pizzaTopping ? 1 : null,
    })),
  };
  return [...selection.filter((existing) => existing.code !== option.code), entry];
}

/** The first `units` units from these values, each up to its own maximum (null when they cannot). */
function fill(values: readonly OptionValue[], units: number): { code: string; qty: number }[] | null {
  const picked: { code: string; qty: number }[] = [];
  let left = units;
  for (const value of values) {
    if (left <= 0) break;
    const own = value.maxCardinality;
    const take = isUnlimited(own) ? left : Math.min(left, Math.max(1, own ?? 1));
    picked.push({ code: value.code, qty: take });
    left -= take;
  }
  return left > 0 ? null : picked;
}

/** What a search step may choose in one option: nothing (when allowed), one value, or its minimum. */
function choicesFor(
  option: Option,
  fitting: readonly OptionValue[],
  selection: readonly ItemAttribute[],
): (readonly ItemAttribute[])[] {
  const { min } = effectiveBounds(option, selection);
  const shown = fitting.filter((value) => isValueVisible(option, value, selection));
  const choices: (readonly ItemAttribute[])[] = [];
  if (min === 0 || !isOptionVisible(option, selection)) choices.push(selection);
  if (min <= 1)
    for (const value of shown) choices.push(withValues(selection, option, [{ code: value.code, qty: 1 }]));
  else {
    const units = fill(shown, min);
    if (units) choices.push(withValues(selection, option, units));
  }
  return choices;
}

/** Search steps before giving up on an item (a menu's option lists are small; this bounds a freak). */
const SEARCH_BUDGET = 5_000;

/**
 * True when a choice of fitting values completes the item's options. A depth-first search in the
 * options' order, trying "nothing" first where nothing is allowed, so the usual answer is found on
 * the first path. A dependency on a later option is seen only once that option is chosen.
 */
function optionsFit(item: MenuItem, rule: Rule, spicy: boolean): boolean {
  const options = (item.options ?? []).filter(isAllowedOnline);
  if (options.length === 0) return !spicy;
  const fitting = options.map((option) =>
    option.values.filter((value) => !value.outOfStock && partFits(value, rule)),
  );
  if (spicy && !fitting.some((values) => values.some(isSpicy))) return false;
  let budget = SEARCH_BUDGET;
  const search = (index: number, selection: readonly ItemAttribute[]): boolean => {
    budget -= 1;
    if (budget < 0) return false;
    const option = options[index];
    if (!option) return isComplete(options, selection, spicy);
    return choicesFor(option, fitting[index] ?? [], selection).some((next) => search(index + 1, next));
  };
  return search(0, []);
}

const MAX_DEPTH = 2;

/** A slot is met when its fitting candidates can fill its minimum. */
function slotFits(relation: ReturnType<typeof relationsOf>[number], fitting: readonly MenuItem[]): boolean {
  const min = Math.max(0, relation.minCardinality ?? 0);
  if (min === 0) return true;
  if (fitting.length === 0) return false;
  const perItem = relation.valueMaxCardinality;
  return isUnlimited(perItem) || fitting.length * Math.max(1, perItem ?? 1) >= min;
}

function slotCandidates(item: MenuItem, findItem: FindMenuItem | undefined) {
  return relationsOf(item).map((relation) => ({
    relation,
    candidates: slotItemCodes(relation)
      .map((code) => slotItem(relation, code, findItem))
      .filter((candidate): candidate is MenuItem => candidate !== undefined && !candidate.outOfStock),
  }));
}

function fits(
  item: MenuItem,
  filter: DietaryFilter,
  findItem: FindMenuItem | undefined,
  depth: number,
): boolean {
  const rule = ruleOf(filter);
  if (!partFits(item, rule)) return false;
  const spicy = rule.spicy && !isSpicy(item);
  const slots = depth < MAX_DEPTH ? slotCandidates(item, findItem) : [];
  if (slots.length === 0) return optionsFit(item, rule, spicy);
  const calm: DietaryFilter = { needs: rule.needs, avoid: rule.avoid };
  const slotsFit = slots.every(({ relation, candidates }) =>
    slotFits(
      relation,
      candidates.filter((candidate) => fits(candidate, calm, findItem, depth + 1)),
    ),
  );
  if (!slotsFit) return false;
  if (optionsFit(item, rule, spicy)) return true;
  // Spicy through a combo item: one slot offers a spicy choice that fits the rest of the filter.
  return (
    spicy &&
    optionsFit(item, rule, false) &&
    slots.some(({ candidates }) =>
      candidates.some((candidate) => fits(candidate, filter, findItem, depth + 1)),
    )
  );
}

const verdicts = new WeakMap<MenuItem, Map<string, boolean>>();
const keyOf = (filter: DietaryFilter) => `${filter.needs.join(',')}|${filter.avoid.join(',')}`;

/** True when some configuration of the item fits the filter (remembered per item and filter). */
export function itemFits(item: MenuItem, filter: DietaryFilter, findItem?: FindMenuItem): boolean {
  if (!isDietaryFilterActive(filter)) return true;
  const key = keyOf(filter);
  let known = verdicts.get(item);
  if (!known) {
    known = new Map();
    verdicts.set(item, known);
  }
  let verdict = known.get(key);
  if (verdict === undefined) {
    verdict = fits(item, filter, findItem, 0);
    known.set(key, verdict);
  }
  return verdict;
}

/**
 * The categories with only the items that fit; categories left empty disappear. Without a filter the
 * groups come back unchanged (same objects), so a memoised view does not re-render.
 */
export function filterMenu<G extends MenuGroup>(
  groups: readonly G[],
  filter: DietaryFilter,
  findItem?: FindMenuItem,
): readonly G[] {
  if (!isDietaryFilterActive(filter)) return groups;
  const kept: G[] = [];
  for (const group of groups) {
    const items = (group.menuItems ?? []).filter((item) => itemFits(item, filter, findItem));
    if (items.length === 0) continue;
    kept.push(items.length === group.menuItems?.length ? group : { ...group, menuItems: items });
  }
  return kept;
}
