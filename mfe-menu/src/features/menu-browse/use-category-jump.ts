import type { MenuGroup } from '@owa/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { scrollToElement } from './scroll-offsets';
import { useActiveCategory } from './use-active-category';

/**
 * Choosing a category: render up to it, jump below the sticky bar, and keep it in the URL hash;
 * a hash in the URL on arrival selects its category (spec 1 §2.1, §2.5).
 */
export function useCategoryJump(groups: readonly MenuGroup[], reveal: (index: number) => void) {
  const codes = useMemo(() => groups.map((group) => group.code), [groups]);
  const { active, choose } = useActiveCategory(codes);

  const select = useCallback(
    (code: string, updateHash = true) => {
      const index = codes.indexOf(code);
      if (index < 0) return;
      choose(code);
      reveal(index);
      if (updateHash) window.history.replaceState(window.history.state, '', `#${encodeURIComponent(code)}`);
      // After the categories above it have rendered, so the jump lands where it should.
      requestAnimationFrame(() => {
        const section = document.querySelector(`[data-category-section="${CSS.escape(code)}"]`);
        if (section) scrollToElement(section);
      });
    },
    [codes, choose, reveal],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival: later hash changes come from the tabs
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash && codes.includes(hash)) select(hash, false);
  }, []);

  return { active, select };
}
