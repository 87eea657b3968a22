// The item dialog's working selection (spec 1 §4.6): ItemAttribute entries, one per option, each with
// the chosen values and their quantities. Every function returns a new selection.
import type { AttrValue, ItemAttribute, Option, PizzaSide } from '../../entities/index.js';

export type Selection = readonly ItemAttribute[];

export function selectionEntry(selection: Selection, optionCode: string): ItemAttribute | undefined {
  return selection.find((entry) => entry.code === optionCode);
}

export function valueQuantity(selection: Selection, optionCode: string, valueCode: string): number {
  const value = selectionEntry(selection, optionCode)?.attrValueList.find(
    (chosen) => chosen.code === valueCode,
  );
  return Math.max(0, value?.qty ?? 0);
}

/** Total quantity chosen in one option. */
export function optionQuantity(selection: Selection, optionCode: string): number {
  return (selectionEntry(selection, optionCode)?.attrValueList ?? []).reduce(
    (sum, value) => sum + Math.max(0, value.qty),
    0,
  );
}

function entryFor(option: Pick<Option, 'code' | 'multiSelect' | 'pizzaTopping' | 'numFree'>): ItemAttribute {
  return {
    code: option.code,
    multiSelect: option.multiSelect ?? null,
    pizzaTopping: option.pizzaTopping ?? null,
    numFree: option.numFree ?? null,
    attrValueList: [],
  };
}

function replaceEntry(selection: Selection, entry: ItemAttribute): ItemAttribute[] {
  const rest = selection.filter((existing) => existing.code !== entry.code);
  if (entry.attrValueList.length === 0) return rest;
  const index = selection.findIndex((existing) => existing.code === entry.code);
  if (index < 0) return [...rest, entry];
  const copy = [...selection];
  copy[index] = entry;
  return copy.filter((existing) => existing.attrValueList.length > 0);
}

/**
 * Spec 1 §4.6: a quantity above 0 adds or updates the value; 0 (or less) removes it. A pizza
 * topping keeps its side unless a new one is given (whole by default).
 */
export function setValueQuantity(
  selection: Selection,
  option: Pick<Option, 'code' | 'multiSelect' | 'pizzaTopping' | 'numFree'>,
  valueCode: string,
  qty: number,
  side?: PizzaSide,
): ItemAttribute[] {
  const entry = selectionEntry(selection, option.code) ?? entryFor(option);
  const existing = entry.attrValueList.find((value) => value.code === valueCode);
  const others = entry.attrValueList.filter((value) => value.code !== valueCode);
  const quantity = Number.isFinite(qty) ? Math.floor(qty) : 0;
  let values: AttrValue[] = others;
  if (quantity > 0) {
    const chosenSide = side ?? existing?.option ?? (option.pizzaTopping ? 1 : null);
    const updated: AttrValue = { code: valueCode, qty: quantity, option: chosenSide };
    values = existing
      ? entry.attrValueList.map((value) => (value.code === valueCode ? updated : value))
      : [...others, updated];
  }
  return replaceEntry(selection, { ...entry, attrValueList: values });
}

/** Spec 1 §4.6 pizza toppings switch between left (0), whole (1) and right (2). */
export function setPizzaSide(
  selection: Selection,
  optionCode: string,
  valueCode: string,
  side: PizzaSide,
): ItemAttribute[] {
  const entry = selectionEntry(selection, optionCode);
  if (!entry?.attrValueList.some((value) => value.code === valueCode)) return [...selection];
  return replaceEntry(selection, {
    ...entry,
    attrValueList: entry.attrValueList.map((value) =>
      value.code === valueCode ? { ...value, option: side } : value,
    ),
  });
}

/** Removes the values a rule no longer allows (hidden values, hidden options). */
export function withoutValues(
  selection: Selection,
  keep: (optionCode: string, valueCode: string) => boolean,
): ItemAttribute[] {
  return selection
    .map((entry) => ({
      ...entry,
      attrValueList: entry.attrValueList.filter((value) => keep(entry.code, value.code)),
    }))
    .filter((entry) => entry.attrValueList.length > 0);
}
