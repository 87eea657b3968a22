import { useEffect } from 'react';

/** A part of the page that the shell waits for before it shows the page (issue 18). */
export interface ShownSignal {
  /** Resolves once, the first time the part has committed a render that is whole. */
  readonly shown: Promise<void>;
  /** Called by the part on every render: marks it shown once `whole` is true. */
  readonly useMarkShown: (whole: boolean) => void;
}

/**
 * A once-per-page signal that a part has rendered whole. Its code arriving is not enough: React
 * renders what a part publishes a moment later, and a part that grew after the page had shown moved
 * everything under it. The mark is an effect, so it comes after the render has committed.
 */
export function createShownSignal(): ShownSignal {
  let markShown: () => void = () => {};
  const shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
  return { shown, useMarkShown: (whole) => useMarkWhenWhole(whole, markShown) };
}

function useMarkWhenWhole(whole: boolean, mark: () => void): void {
  useEffect(() => {
    if (whole) mark();
  }, [whole, mark]);
}
