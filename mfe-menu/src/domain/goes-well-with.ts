// "Goes well with" (issue 22): which of the store's suggested items a diner is offered.

/** The most suggestions a store names, and the most a diner is shown. */
export const MAX_SUGGESTIONS = 8;

export interface SuggestionInput<Item extends { readonly code: string }> {
  /** The store's suggested item codes, in the store's order. */
  readonly suggestedCodes: readonly string[] | null | undefined;
  /** The items the diner can browse now (the menu's, hidden categories and other sale types left out). */
  readonly items: readonly Item[];
  /** Item codes already in the cart. */
  readonly cartCodes: readonly string[];
  /** Whether the item can be ordered now (stock, channel, hours, schedule, notice). */
  readonly isOrderable: (item: Item) => boolean;
}

/** The suggestions to show: available now, not already in the cart, at most 8, in the store's order. */
export function goesWellWith<Item extends { readonly code: string }>(input: SuggestionInput<Item>): Item[] {
  const byCode = new Map<string, Item>();
  for (const item of input.items) if (!byCode.has(item.code)) byCode.set(item.code, item);
  const inCart = new Set(input.cartCodes);
  const seen = new Set<string>();
  const shown: Item[] = [];
  for (const code of input.suggestedCodes ?? []) {
    if (shown.length === MAX_SUGGESTIONS) break;
    const item = byCode.get(code);
    if (!item || inCart.has(code) || seen.has(code) || !input.isOrderable(item)) continue;
    seen.add(code);
    shown.push(item);
  }
  return shown;
}
