import { bus, type MenuGroup, type MenuItem } from '@owa/shared';
import { act, renderHook } from '@testing-library/react';
import { ITEM_FOCUS_DELAY_MS } from './scroll-offsets';
import { useItemFocus } from './use-item-focus';

const shell = bus.publisherFor('shell');
const latte = { code: 'LATTE', name: 'Latte' } as MenuItem;
const groups = [{ code: 'DRINKS', name: 'Drinks', menuItems: [latte] } as MenuGroup];

function pageWithItem(): void {
  const card = document.createElement('div');
  card.dataset.itemCode = 'LATTE';
  document.body.replaceChildren(card);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY?id=LATTE');
  window.scrollTo = jest.fn();
  pageWithItem();
});
afterEach(() => jest.useRealTimers());

describe('spec 1 §2.5 ?id=: scroll to the item and highlight it', () => {
  it('waits for the page to show before it scrolls: the booting page has no height to scroll', () => {
    shell.publish('shell:page', { shown: false, interactive: false });
    const { result } = renderHook(() => useItemFocus(groups, () => {}));
    act(() => jest.advanceTimersByTime(ITEM_FOCUS_DELAY_MS + 1000));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(result.current).toBeNull();

    shell.publish('shell:page', { shown: true, interactive: false });
    act(() => jest.advanceTimersByTime(200));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('LATTE');
  });

  it('scrolls after about 0.7 s on a page already shown', () => {
    shell.publish('shell:page', { shown: true, interactive: true });
    const { result } = renderHook(() => useItemFocus(groups, () => {}));
    act(() => jest.advanceTimersByTime(ITEM_FOCUS_DELAY_MS - 1));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('LATTE');
  });
});
