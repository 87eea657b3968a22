// From the dialog's working copy to a cart line, and back-checking a cart line against the menu (the
// API runs the second on every line it receives, with the same rules the dialog applied).
import type { CartLine, ItemAttribute, MenuItem } from '../../entities/index.js';
import { type FindMenuItem, itemRelations, slotOfChild } from '../pricing/index.js';
import { areOptionsValid, unknownSelections } from './cardinality.js';
import { isConfigurable } from './configurable.js';
import { minimumQuantity } from './limits.js';
import { pruneHiddenSelections } from './prune-hidden.js';
import { isRelationSatisfied, type RelationSelection, slotItemCodes } from './relations.js';

/** The key of a configurable combo item's own step selection: slot, item and occurrence (from 1). */
export function comboStepKey(relationCode: string, itemCode: string, occurrence: number): string {
  return `${relationCode}:${itemCode}:${occurrence}`;
}

export interface ComposeInput {
  item: MenuItem;
  quantity: number;
  selection: readonly ItemAttribute[];
  relations: RelationSelection;
  /** Selections made in the combo steps, by comboStepKey. */
  stepSelections?: Readonly<Record<string, readonly ItemAttribute[]>>;
  specialRequest?: string | null;
  menuCode?: string | null;
  findItem?: FindMenuItem;
}

/**
 * The cart line the dialog adds. A configurable combo item becomes one child line per occurrence
 * (each may be configured differently); other combo items one child line with their quantity.
 */
export function composeCartLine(input: ComposeInput): CartLine {
  const children: CartLine[] = [];
  for (const relation of itemRelations(input.item)) {
    for (const choice of input.relations[relation.code] ?? []) {
      const target =
        relation.targets?.find((candidate) => candidate.code === choice.code) ??
        input.findItem?.(choice.code);
      if (isConfigurable(target)) {
        for (let occurrence = 1; occurrence <= choice.qty; occurrence += 1) {
          const chosen = input.stepSelections?.[comboStepKey(relation.code, choice.code, occurrence)] ?? [];
          children.push({
            code: choice.code,
            qty: 1,
            relationCode: relation.code,
            itemAttributeList: [...chosen],
          });
        }
      } else if (choice.qty > 0) {
        children.push({ code: choice.code, qty: choice.qty, relationCode: relation.code });
      }
    }
  }
  const request = input.specialRequest?.trim();
  return {
    code: input.item.code,
    name: input.item.name,
    qty: input.quantity,
    menuCode: input.menuCode ?? input.item.menuCode ?? null,
    minCardinality: input.item.minCardinality ?? null,
    maxCardinality: input.item.maxCardinality ?? null,
    itemAttributeList: [...input.selection],
    childItemList: children,
    specialRequest: request ? request : null,
    attributes: input.item.attributes ?? null,
  };
}

/** Chosen values the customer could not have chosen: hidden by dependencies or not offered online. */
export function hiddenSelections(
  item: Pick<MenuItem, 'options'>,
  selection: readonly ItemAttribute[],
): string[] {
  const kept = pruneHiddenSelections(item.options, selection);
  const keptCodes = new Set(
    kept.flatMap((entry) => entry.attrValueList.map((value) => `${entry.code}.${value.code}`)),
  );
  return selection.flatMap((entry) =>
    entry.attrValueList
      .filter((value) => value.qty > 0 && !keptCodes.has(`${entry.code}.${value.code}`))
      .map((value) => `${entry.code}.${value.code}`),
  );
}

export type CartLineProblem =
  | { kind: 'unknown-item'; code: string }
  | { kind: 'unknown-selection'; code: string; selections: string[] }
  | { kind: 'hidden-selection'; code: string; selections: string[] }
  | { kind: 'invalid-options'; code: string }
  | { kind: 'quantity'; code: string }
  | { kind: 'not-in-slot'; code: string; childCode: string }
  | { kind: 'slot-unsatisfied'; code: string; relationCode: string };

/**
 * Everything wrong with a line against the menu: unknown item or choices, hidden choices, option
 * groups out of bounds, a quantity below the item's minimum, a child outside its slot, a slot out of
 * bounds.
 * Availability (stock, schedules, channels) and the per-cart limit are checked elsewhere.
 */
export function cartLineProblems(line: CartLine, findItem: FindMenuItem, isChild = false): CartLineProblem[] {
  const item = findItem(line.code);
  if (!item) return [{ kind: 'unknown-item', code: line.code }];
  const problems: CartLineProblem[] = [];
  const selection = line.itemAttributeList ?? [];
  const unknown = unknownSelections(item, selection);
  const hidden = hiddenSelections(item, selection);
  if (unknown.length > 0) {
    problems.push({ kind: 'unknown-selection', code: line.code, selections: unknown });
  } else if (hidden.length > 0) {
    problems.push({ kind: 'hidden-selection', code: line.code, selections: hidden });
  } else if (!areOptionsValid(item.options, selection)) {
    problems.push({ kind: 'invalid-options', code: line.code });
  }
  const quantityOk = Number.isInteger(line.qty) && line.qty >= (isChild ? 1 : minimumQuantity(item));
  if (!quantityOk) problems.push({ kind: 'quantity', code: line.code });

  const relations = itemRelations(item);
  const perSlot = new Map<string, number>();
  for (const child of line.childItemList ?? []) {
    const slot = slotOfChild(child, relations);
    if (!slot || !slotItemCodes(slot).includes(child.code)) {
      problems.push({ kind: 'not-in-slot', code: line.code, childCode: child.code });
      continue;
    }
    perSlot.set(slot.code, (perSlot.get(slot.code) ?? 0) + Math.max(0, child.qty));
    problems.push(...cartLineProblems(child, findItem, true));
  }
  for (const relation of relations) {
    if (!isRelationSatisfied(relation, perSlot.get(relation.code) ?? 0)) {
      problems.push({ kind: 'slot-unsatisfied', code: line.code, relationCode: relation.code });
    }
  }
  return problems;
}
