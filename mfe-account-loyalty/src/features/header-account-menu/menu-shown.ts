import { useEffect } from 'react';

let markShown: () => void = () => {};

/**
 * Resolves once the header's account menu has rendered what its store's settings decide (More and
 * the guest-history icon): the shell shows the page once the header's parcels have settled, and a
 * button added after that moved the page under it.
 */
export const headerMenuShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Marks the menu shown once it has rendered with its store's settings settled. */
export function useMarkHeaderMenuShown(settled: boolean): void {
  useEffect(() => {
    if (settled) markShown();
  }, [settled]);
}
