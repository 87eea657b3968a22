import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { LAZY_SCREENS } from './scroll-offsets';

/** A menu (or a search's results) of at most this many items fills in whole; a bigger one near the viewport only. */
export const EAGER_ITEMS = 24;
/**
 * Items in the page's first render, before the viewport is filled a slice at a time: a 412 px
 * phone shows two or three cards under the store's banner and bar. Rendering a usual menu whole in
 * that first render made it the store page's longest task (~35 ms on a fast CPU, 4x on a phone:
 * issue 18); its other cards now follow a slice a frame after the paint.
 */
export const FIRST_RENDER_ITEMS = 4;
/**
 * Cards mounted per step once laziness has started. Mounting cards is most of what a search
 * keystroke costs on a 1,000-item menu, and a 412 px phone shows one or two cards under the search
 * bar: 8 per step made the worst keystroke 169–191 ms on the throttled phone, 4 made it ~105 ms, 2
 * keeps it under 100 ms (docs/performance.md, issue 7). A taller screen fills its viewport in more
 * steps before its first paint.
 */
export const SLICE_ITEMS = 2;

/** Items in the first `categories` categories. */
export function itemsBefore(sizes: readonly number[], categories: number): number {
  let items = 0;
  for (let index = 0; index < Math.min(categories, sizes.length); index += 1) items += sizes[index] ?? 0;
  return items;
}

/** How many of each category's items render when the first `count` items of the menu do. */
export function renderedPerCategory(sizes: readonly number[], count: number): number[] {
  let left = Math.max(0, count);
  return sizes.map((size) => {
    const rendered = Math.min(size, left);
    left -= rendered;
    return rendered;
  });
}

/**
 * How many leading category sections render: each one up to the first still waiting for cards.
 * The categories after it wait together as one placeholder, so a keystroke renders the few
 * sections near the viewport rather than all forty.
 */
export function sectionsShown(sizes: readonly number[], perCategory: readonly number[]): number {
  const waiting = sizes.findIndex((size, index) => (perCategory[index] ?? 0) < size);
  return waiting < 0 ? sizes.length : waiting + 1;
}

interface LazyState {
  readonly key: string;
  readonly count: number;
}

/** The count a state holds for the search `key`: a new search starts again from one slice. */
const countFor = (state: LazyState, key: string): number => (state.key === key ? state.count : SLICE_ITEMS);

/**
 * How many items render, in menu order (spec 1 §2.5, §9): at first FIRST_RENDER_ITEMS; then slices
 * of SLICE_ITEMS, one a frame, while the next placeholder is within 1.5 screen heights below the
 * viewport, so typing stays quick. A menu (or a search's results) of at most EAGER_ITEMS goes on
 * filling until it is whole. A new search (`resetKey`) starts again from one slice (cards the
 * keystroke left in place stay mounted). `reveal` renders up to the end of a category at once (a
 * tab jump, `?id=`).
 */
export function useLazyCategories(sizes: readonly number[], resetKey: string) {
  const total = itemsBefore(sizes, sizes.length);
  const [state, setState] = useState<LazyState>(() => ({ key: resetKey, count: FIRST_RENDER_ITEMS }));
  // Derived in the render itself: a new search must not first render the old count of its new results.
  const count = Math.min(total, countFor(state, resetKey));
  const latest = useRef({ key: resetKey, total, sizes });
  latest.current = { key: resetKey, total, sizes };

  // From the state itself, not the last render: a reveal (`?id=`) and the viewport's fill may
  // both grow it before the next render, and neither may undo the other.
  const grow = useCallback((to: (count: number) => number) => {
    const { key, total: all } = latest.current;
    setState((state) => {
      const now = countFor(state, key);
      const next = Math.min(all, to(now));
      return next > now ? { key, count: next } : state;
    });
  }, []);

  // Fills while the next placeholder is within 1.5 screens below the viewport, a slice a frame. The
  // observer reads where it is from the browser's own layout: measuring it in a layout effect forced
  // a layout of the whole page inside React's commit, the load's longest tasks (issue 18). A usual
  // menu (or a search's few results) still ends up whole, as on the first paint. A slice is a
  // transition: from a timer or the observer its render had React's default lane, one blocking
  // task (3–16 ms at 1x on the store page's load); as a transition React renders it in slices.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search (resetKey) renders a new placeholder even when the count stays
  useEffect(() => {
    if (count >= total) return;
    const next = () => startTransition(() => grow((now) => now + SLICE_ITEMS));
    const placeholder = document.querySelector('[data-lazy-placeholder]');
    if (total > EAGER_ITEMS && placeholder) {
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && next(),
        {
          rootMargin: `0px 0px ${LAZY_SCREENS * 100}% 0px`,
        },
      );
      observer.observe(placeholder);
      return () => observer.disconnect();
    }
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(next, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [count, total, grow, resetKey]);

  const reveal = useCallback(
    (index: number) => grow((now) => Math.max(now, itemsBefore(latest.current.sizes, index + 1))),
    [grow],
  );
  const perCategory = renderedPerCategory(sizes, count);
  return { count, perCategory, sections: sectionsShown(sizes, perCategory), reveal };
}
