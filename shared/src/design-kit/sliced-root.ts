import { type ReactNode, startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

/** What the page's React roots need of a root: render and unmount. */
export interface SlicedRoot {
  render(children: ReactNode): void;
  unmount(): void;
}

/**
 * A React root whose renders are transitions. React renders a transition in slices of a few
 * milliseconds and lets the browser in between, where a plain render holds the main thread for the
 * whole tree: on a phone a store page's first render was one task of ~400 ms, every tap meanwhile
 * unanswered (issue 18's Total Blocking Time). What a root shows is the same; a tap or a key during
 * the render is answered first, and the render goes on after it.
 */
export function createSlicedRoot(container: Element): SlicedRoot {
  const root = ReactDOMClient.createRoot(container);
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}

/** The `ReactDOMClient` single-spa-react renders the micro-frontends' roots with. */
export const slicedDomClient = { createRoot: createSlicedRoot };
