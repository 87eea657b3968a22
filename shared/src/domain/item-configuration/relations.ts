// Combo relations (slots) of spec 1 §4.6 and §5: preselection, the item selector, satisfaction and
// the dialog's steps.
import type { MenuItem, Relation } from '../../entities/index.js';
import { itemRelations } from '../pricing/index.js';
import { isConfigurable } from './configurable.js';
import { isUnlimited } from './limits.js';
import { cardStepper } from './quantity.js';

export interface ComboChoice {
  code: string;
  qty: number;
}

/** Chosen items per slot code. */
export type RelationSelection = Readonly<Record<string, readonly ComboChoice[]>>;

export function relationsOf(item: Pick<MenuItem, 'itemRelationList' | 'relations'>): Relation[] {
  return itemRelations(item);
}

/** The candidate item codes of a slot, from menuItemCodes, else targets, else itemMap. */
export function slotItemCodes(relation: Relation): string[] {
  if (relation.menuItemCodes && relation.menuItemCodes.length > 0) return relation.menuItemCodes;
  if (relation.targets && relation.targets.length > 0) return relation.targets.map((target) => target.code);
  return Object.keys(relation.itemMap ?? {});
}

/** The slot's candidate item, from the relation itself or the menu. */
export function slotItem(
  relation: Relation,
  code: string,
  findItem?: (code: string) => MenuItem | undefined,
): MenuItem | undefined {
  return (
    relation.targets?.find((target) => target.code === code) ??
    relation.targetsList?.find((target) => target.code === code) ??
    relation.itemMap?.[code] ??
    findItem?.(code)
  );
}

export function relationQuantity(selection: RelationSelection, relationCode: string): number {
  return (selection[relationCode] ?? []).reduce((sum, choice) => sum + Math.max(0, choice.qty), 0);
}

/** Spec 1 §4.6: satisfied when the quantity is at least the minimum and at most the maximum (-1 none). */
export function isRelationSatisfied(relation: Relation, quantity: number): boolean {
  const min = Math.max(0, relation.minCardinality ?? 0);
  const max = relation.maxCardinality;
  return quantity >= min && (isUnlimited(max) || quantity <= (max as number));
}

export function areRelationsSatisfied(
  item: Pick<MenuItem, 'itemRelationList' | 'relations'>,
  selection: RelationSelection,
): boolean {
  return relationsOf(item).every((relation) =>
    isRelationSatisfied(relation, relationQuantity(selection, relation.code)),
  );
}

/** Reward flow, spec 3 §4: step 1 requires every relation to have a selection. */
export function everyRelationChosen(
  item: Pick<MenuItem, 'itemRelationList' | 'relations'>,
  selection: RelationSelection,
): boolean {
  return relationsOf(item).every((relation) => relationQuantity(selection, relation.code) > 0);
}

/**
 * Spec 1 §4.6: a slot with exactly one item code and a minimum above 0 gets that item preselected at
 * the minimum, unless the item is out of stock or configurable (it would need its own step).
 */
export function preselectRelations(
  item: Pick<MenuItem, 'itemRelationList' | 'relations'>,
  findItem?: (code: string) => MenuItem | undefined,
): Record<string, ComboChoice[]> {
  const selection: Record<string, ComboChoice[]> = {};
  for (const relation of relationsOf(item)) {
    const codes = slotItemCodes(relation);
    const min = relation.minCardinality ?? 0;
    if (codes.length !== 1 || min <= 0) continue;
    const code = codes[0] as string;
    const target = slotItem(relation, code, findItem);
    if (!target || target.outOfStock || isConfigurable(target)) continue;
    selection[relation.code] = [{ code, qty: min }];
  }
  return selection;
}

/** The per-item minimum inside a slot: the slot's valueMinCardinality, else the item's, else 1. */
export function perItemMinimum(relation: Relation, item?: Pick<MenuItem, 'minCardinality'>): number {
  return Math.max(1, relation.valueMinCardinality ?? item?.minCardinality ?? 1);
}

/**
 * Spec 1 §5 "Relation": adding an item is disabled when the room left in the slot cannot fit the
 * item's minimum; out-of-stock items cannot be added.
 */
export function canAddToRelation(
  relation: Relation,
  selection: RelationSelection,
  item?: Pick<MenuItem, 'minCardinality' | 'outOfStock'>,
): boolean {
  if (item?.outOfStock) return false;
  if (isUnlimited(relation.maxCardinality)) return true;
  const room = (relation.maxCardinality as number) - relationQuantity(selection, relation.code);
  return room >= perItemMinimum(relation, item);
}

function withSlot(
  selection: RelationSelection,
  code: string,
  choices: ComboChoice[],
): Record<string, ComboChoice[]> {
  const next: Record<string, ComboChoice[]> = {};
  for (const [key, value] of Object.entries(selection)) next[key] = [...value];
  if (choices.length === 0) delete next[code];
  else next[code] = choices;
  return next;
}

/**
 * Spec 1 §4.6 combo item selector: selecting toggles; with a maximum of 1 it replaces the choice.
 * A new item comes in at its per-item minimum.
 */
export function toggleComboItem(
  relation: Relation,
  selection: RelationSelection,
  code: string,
  item?: Pick<MenuItem, 'minCardinality' | 'outOfStock'>,
): Record<string, ComboChoice[]> {
  const current = selection[relation.code] ?? [];
  if (current.some((choice) => choice.code === code)) {
    return withSlot(
      selection,
      relation.code,
      current.filter((choice) => choice.code !== code),
    );
  }
  const added = { code, qty: perItemMinimum(relation, item) };
  if (relation.maxCardinality === 1) {
    if (item?.outOfStock) return withSlot(selection, relation.code, [...current]);
    return withSlot(selection, relation.code, [added]);
  }
  if (!canAddToRelation(relation, selection, item)) return withSlot(selection, relation.code, [...current]);
  return withSlot(selection, relation.code, [...current, added]);
}

/**
 * The plus/minus steppers of a slot with a maximum above 1. Below the per-item minimum the item is
 * removed; above the slot's room or the slot's valueMaxCardinality the change is refused.
 */
export function setComboItemQuantity(
  relation: Relation,
  selection: RelationSelection,
  code: string,
  qty: number,
  item?: Pick<MenuItem, 'minCardinality' | 'outOfStock'>,
): Record<string, ComboChoice[]> {
  const current = selection[relation.code] ?? [];
  const others = current.filter((choice) => choice.code !== code);
  const quantity = Number.isFinite(qty) ? Math.floor(qty) : 0;
  if (quantity < perItemMinimum(relation, item)) return withSlot(selection, relation.code, others);
  const othersQty = others.reduce((sum, choice) => sum + choice.qty, 0);
  const overSlot =
    !isUnlimited(relation.maxCardinality) && othersQty + quantity > (relation.maxCardinality as number);
  const overItem =
    !isUnlimited(relation.valueMaxCardinality) && quantity > (relation.valueMaxCardinality as number);
  if (overSlot || overItem || item?.outOfStock) return withSlot(selection, relation.code, [...current]);
  const exists = current.some((choice) => choice.code === code);
  const updated = exists
    ? current.map((choice) => (choice.code === code ? { code, qty: quantity } : choice))
    : [...current, { code, qty: quantity }];
  return withSlot(selection, relation.code, updated);
}

/**
 * Spec 1 §4.7 for a combo item's plus/minus: add while the item is below the slot's per-item maximum
 * and the slot has room; remove only above 0.
 */
export function comboItemStepper(
  relation: Relation,
  selection: RelationSelection,
  code: string,
): { canAdd: boolean; canRemove: boolean } {
  const qty = (selection[relation.code] ?? []).find((choice) => choice.code === code)?.qty ?? 0;
  const remaining = isUnlimited(relation.maxCardinality)
    ? -1
    : Math.max(0, (relation.maxCardinality as number) - relationQuantity(selection, relation.code));
  return cardStepper({ qty, max: relation.valueMaxCardinality, remaining });
}

export type ComboStep =
  | { kind: 'item' }
  | { kind: 'combo'; relationCode: string; itemCode: string; occurrence: number };

/**
 * Spec 1 §4.6 steps 1..N: step 1 is the item; then one step per occurrence of a chosen combo item
 * that is configurable (an item with attributes.Configurable opens its own step), in slot order.
 */
export function comboSteps(
  item: Pick<MenuItem, 'itemRelationList' | 'relations'>,
  selection: RelationSelection,
  findItem?: (code: string) => MenuItem | undefined,
): ComboStep[] {
  const steps: ComboStep[] = [{ kind: 'item' }];
  for (const relation of relationsOf(item)) {
    for (const choice of selection[relation.code] ?? []) {
      if (!isConfigurable(slotItem(relation, choice.code, findItem))) continue;
      for (let occurrence = 1; occurrence <= choice.qty; occurrence += 1) {
        steps.push({ kind: 'combo', relationCode: relation.code, itemCode: choice.code, occurrence });
      }
    }
  }
  return steps;
}

/** Moving past the last step adds the composite to the cart (spec 1 §4.6). Steps count from 1. */
export function afterStep(step: number, total: number): { next: number } | 'add-to-cart' {
  return step >= total ? 'add-to-cart' : { next: Math.max(1, step + 1) };
}

/** Back from step 1 closes the dialog; otherwise the earlier step's working item is restored. */
export function beforeStep(step: number): { previous: number } | 'close' {
  return step <= 1 ? 'close' : { previous: step - 1 };
}
