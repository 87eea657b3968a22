// Money is carried in integer cents inside the rules so sums never drift (0.1 + 0.2); dollars only at
// the edges, where the API and the UI speak them.

/** Dollars (as the API sends prices) to integer cents. Non-finite input counts as 0. */
export function toCents(dollars: number | null | undefined): number {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return 0;
  // toFixed first: 4.995 * 100 is 499.49999..., which would otherwise round down.
  return Math.round(Number((dollars * 100).toFixed(6)));
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** '$12.49' (spec 2 §9: dollar sign and two decimals); negative amounts as '-$1.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
