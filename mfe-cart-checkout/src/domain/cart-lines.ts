// Cart line rules of spec 2 §4 "Cart lines": merging, decrement and removal, counts.
import type { CartLine } from '@owa/shared/entities';

function isBlank(text: string | null | undefined): boolean {
  return !text || text.trim() === '';
}

function isConfigurable(line: Pick<CartLine, 'attributes'>): boolean {
  const flag = line.attributes?.Configurable;
  return flag === true || (typeof flag === 'string' && flag.toLowerCase() === 'true');
}

/**
 * Spec 2 §4 gives two formulations of when an added item merges into an existing line; both are
 * enforced, so a line merges only when it passes each:
 * (1) the item has no attributes, child items, special request or quantity-rule charges;
 * (2) the lines are identical except uuid and qty, with no special request, and not configurable.
 * With (1) holding, "identical" comes down to the same item code from the same menu (and slot).
 */
export function isMergeable(line: CartLine): boolean {
  return (
    (line.itemAttributeList ?? []).every((attribute) => attribute.attrValueList.length === 0) &&
    (line.childItemList ?? []).length === 0 &&
    isBlank(line.specialRequest) &&
    !(line.relations ?? []).some((relation) => relation.charge?.quantityRule) &&
    !isConfigurable(line)
  );
}

export function canMerge(existing: CartLine, incoming: CartLine): boolean {
  return (
    existing.code === incoming.code &&
    (existing.menuCode ?? null) === (incoming.menuCode ?? null) &&
    (existing.relationCode ?? null) === (incoming.relationCode ?? null) &&
    isMergeable(existing) &&
    isMergeable(incoming)
  );
}

/**
 * Adds a line: merges its quantity into a matching line, else appends it with the given uuid (the
 * caller generates uuids, keeping this function pure). Quantities below 1 count as 1.
 */
export function addLine(lines: readonly CartLine[], incoming: CartLine, uuid: string): CartLine[] {
  const qty = Math.max(1, Math.floor(Number.isFinite(incoming.qty) ? incoming.qty : 1));
  const index = lines.findIndex((line) => canMerge(line, incoming));
  if (index < 0) return [...lines, { ...incoming, qty, uuid: incoming.uuid ?? uuid }];
  return lines.map((line, i) => (i === index ? { ...line, qty: line.qty + qty } : line));
}

/** Spec 2 §4: decrement removes the line when qty is 1 or at or below minCardinality. */
export function decrementLine(lines: readonly CartLine[], uuid: string): CartLine[] {
  const line = lines.find((candidate) => candidate.uuid === uuid);
  if (!line) return [...lines];
  if (line.qty <= 1 || line.qty <= (line.minCardinality ?? 0)) return removeLine(lines, uuid);
  return lines.map((candidate) =>
    candidate.uuid === uuid ? { ...candidate, qty: candidate.qty - 1 } : candidate,
  );
}

/** Increment, refused at the item's per-cart maximum (kept on the line as maxCardinality). */
export function incrementLine(lines: readonly CartLine[], uuid: string): CartLine[] {
  const line = lines.find((candidate) => candidate.uuid === uuid);
  if (!line) return [...lines];
  const max = line.maxCardinality;
  if (max !== null && max !== undefined && max >= 0 && itemCountInCart(lines, line.code) + 1 > max)
    return [...lines];
  return lines.map((candidate) =>
    candidate.uuid === uuid ? { ...candidate, qty: candidate.qty + 1 } : candidate,
  );
}

export function removeLine(lines: readonly CartLine[], uuid: string): CartLine[] {
  return lines.filter((line) => line.uuid !== uuid);
}

/** Replaces the line being edited in the item dialog (spec 1 §4.6 "Save cart item"). */
export function replaceLine(lines: readonly CartLine[], uuid: string, replacement: CartLine): CartLine[] {
  return lines.map((line) => (line.uuid === uuid ? { ...replacement, uuid } : line));
}

/** How many of an item the cart holds, for the per-cart limit; the line being edited can be left out. */
export function itemCountInCart(lines: readonly CartLine[], code: string, exceptUuid?: string): number {
  return lines
    .filter((line) => line.code === code && (exceptUuid === undefined || line.uuid !== exceptUuid))
    .reduce((sum, line) => sum + Math.max(0, line.qty), 0);
}

/** The count the cart button shows. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, line.qty), 0);
}

/** Per-line errors as the cart lists them: "- {errorMsg}" (spec 2 §2). */
export function lineErrorTexts(line: CartLine): string[] {
  const own = (line.errors ?? []).map((error) => `- ${error.errorMsg}`);
  return [...own, ...(line.childItemList ?? []).flatMap(lineErrorTexts)];
}
