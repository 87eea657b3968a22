// The item dialog's working copy (spec 1 §4.5, §4.6): what the diner has chosen so far, how it
// becomes the cart line the API will price, and what that line costs. The pure selection rules are
// the shared item-configuration and pricing rules; this module only strings them together.
import type { CartLine, ItemAttribute, Menu, MenuItem } from '@owa/shared';
import {
  type ChargeContext,
  type ComboStep,
  comboStepKey,
  comboSteps,
  composeCartLine,
  type FindMenuItem,
  initialQuantity,
  isConfigurable,
  itemRelations,
  preselectRelations,
  priceCartLine,
  type RelationSelection,
  slotItem,
  slotOfChild,
} from '@owa/shared/domain';
import { preselectOptions } from './preselection';

export interface WorkingItem {
  readonly selection: readonly ItemAttribute[];
  readonly relations: RelationSelection;
  /** Selections of configurable combo items, by comboStepKey. */
  readonly stepSelections: Readonly<Record<string, readonly ItemAttribute[]>>;
  readonly quantity: number;
  readonly specialRequest: string;
}

/** Every item of a menu, combo targets included, found by code. */
export function menuItemIndex(menu: Pick<Menu, 'menuGroups'>): Record<string, MenuItem> {
  const index: Record<string, MenuItem> = {};
  const visit = (item: MenuItem) => {
    if (index[item.code]) return;
    index[item.code] = item;
    for (const relation of itemRelations(item)) for (const target of relation.targets ?? []) visit(target);
  };
  for (const group of menu.menuGroups ?? []) for (const item of group.menuItems ?? []) visit(item);
  return index;
}

export function finderOf(index: Readonly<Record<string, MenuItem>>): FindMenuItem {
  return (code) => index[code];
}

/** Spec 1 §4.5 and §4.6: a fresh working copy, with the preselections and the item's minimum. */
export function startWorkingItem(item: MenuItem, findItem?: FindMenuItem): WorkingItem {
  return {
    selection: preselectOptions(item),
    relations: preselectRelations(item, findItem),
    stepSelections: {},
    quantity: initialQuantity(item),
    specialRequest: '',
  };
}

/** Editing a cart line: the dialog reopens with that line's configuration. */
export function workingItemFromLine(item: MenuItem, line: CartLine, findItem?: FindMenuItem): WorkingItem {
  const relations: Record<string, { code: string; qty: number }[]> = {};
  const stepSelections: Record<string, readonly ItemAttribute[]> = {};
  const slots = itemRelations(item);
  for (const child of line.childItemList ?? []) {
    const slot = slotOfChild(child, slots);
    if (!slot) continue;
    const chosen = relations[slot.code] ?? [];
    relations[slot.code] = chosen;
    const existing = chosen.find((choice) => choice.code === child.code);
    const occurrence = (existing?.qty ?? 0) + 1;
    if (existing) existing.qty += child.qty;
    else chosen.push({ code: child.code, qty: child.qty });
    if (isConfigurable(slotItem(slot, child.code, findItem))) {
      stepSelections[comboStepKey(slot.code, child.code, occurrence)] = child.itemAttributeList ?? [];
    }
  }
  return {
    selection: line.itemAttributeList ?? [],
    relations,
    stepSelections,
    quantity: Math.max(initialQuantity(item), Math.floor(line.qty)),
    specialRequest: line.specialRequest ?? '',
  };
}

/** Steps 1..N: the item, then each occurrence of a chosen configurable combo item. */
export function workingSteps(item: MenuItem, working: WorkingItem, findItem?: FindMenuItem): ComboStep[] {
  return comboSteps(item, working.relations, findItem);
}

/** The item a step configures: the dialog's item on step 1, else the chosen combo item. */
export function stepItem(item: MenuItem, step: ComboStep, findItem?: FindMenuItem): MenuItem | undefined {
  if (step.kind === 'item') return item;
  const relation = itemRelations(item).find((candidate) => candidate.code === step.relationCode);
  return relation ? slotItem(relation, step.itemCode, findItem) : undefined;
}

export function stepKey(step: ComboStep): string | null {
  return step.kind === 'item' ? null : comboStepKey(step.relationCode, step.itemCode, step.occurrence);
}

/** The selection a step shows: the item's own, or the combo item's (preselected on first visit). */
export function stepSelection(
  working: WorkingItem,
  step: ComboStep,
  target: MenuItem | undefined,
): readonly ItemAttribute[] {
  const key = stepKey(step);
  if (key === null) return working.selection;
  return working.stepSelections[key] ?? (target ? preselectOptions(target) : []);
}

/** The cart line exactly as the API will receive it (and price it). */
export function workingLine(
  item: MenuItem,
  working: WorkingItem,
  menuCode: string | null,
  findItem?: FindMenuItem,
): CartLine {
  const stepSelections: Record<string, readonly ItemAttribute[]> = { ...working.stepSelections };
  // A combo step not visited yet still carries its preselection, as the step would show it.
  for (const step of workingSteps(item, working, findItem)) {
    const key = stepKey(step);
    if (key !== null && !stepSelections[key]) {
      stepSelections[key] = stepSelection(working, step, stepItem(item, step, findItem));
    }
  }
  return composeCartLine({
    item,
    quantity: working.quantity,
    selection: working.selection,
    relations: working.relations,
    stepSelections,
    specialRequest: working.specialRequest,
    menuCode,
    findItem,
  });
}

export interface WorkingPrice {
  /** One unit of the composite: item, options, combo items and slot charges. */
  readonly unitCents: number;
  /** unit x quantity: what the main button shows. */
  readonly totalCents: number;
}

/** The same pricing the API applies to the line (shared line-pricing rules). */
export function workingPrice(line: CartLine, findItem: FindMenuItem, context: ChargeContext): WorkingPrice {
  const priced = priceCartLine(line, findItem, { channel: 'ONLINE', ...context });
  if (!priced.ok) return { unitCents: 0, totalCents: 0 };
  return { unitCents: priced.price.itemPriceCents, totalCents: priced.price.subTotalCents };
}
