import { useEffect } from 'react';

let markShown: () => void = () => {};

/**
 * Resolves once the header has rendered whole: its full parts, with the page's store and group
 * settled. The shell shows the page after it: loading the full header's code is not enough, since
 * React renders what it publishes a moment later, and a header that grew from one row to three
 * after the page had shown moved everything under it (a shift of 0.11 on a phone, issue 18).
 */
export const headerShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Marks the header shown once a render with its full parts and a settled store has committed. */
export function useMarkHeaderShown(whole: boolean): void {
  useEffect(() => {
    if (whole) markShown();
  }, [whole]);
}
