import '@testing-library/jest-dom';

// jsdom lacks these browser APIs; Chakra's overlays and breakpoints need them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
const globalScope = globalThis as unknown as Record<string, unknown>;
globalScope.ResizeObserver ??= ResizeObserverStub;
globalScope.IntersectionObserver ??= IntersectionObserverStub;
if (typeof window !== 'undefined') {
  // jsdom has no media queries: width queries are answered from innerWidth when read (tests set
  // it), every other query does not match.
  const widthQuery = (query: string) => {
    const found = /^\((min|max)-width:\s*(\d+)px\)$/.exec(query.trim());
    if (!found) return () => false;
    const limit = Number(found[2]);
    return found[1] === 'min' ? () => window.innerWidth >= limit : () => window.innerWidth <= limit;
  };
  window.matchMedia ??= (query: string) =>
    ({
      get matches() {
        return widthQuery(query)();
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Element.prototype.scrollIntoView ??= () => {};
}
