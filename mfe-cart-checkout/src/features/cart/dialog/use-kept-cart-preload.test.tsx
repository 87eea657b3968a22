import type { CartItemRequest } from '@owa/shared';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartStore } from '../../../testing/room-stores';
import { cartActions } from '../cart-slice';
import { preloadCartDialog } from './preload';
import { useKeptCartPreload } from './use-kept-cart-preload';

jest.mock('./preload', () => ({ preloadCartDialog: jest.fn() }));

const fries: CartItemRequest = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'FRIES',
  name: 'Classic Fries',
  quantity: 1,
  unitPriceCents: 499,
};

function renderWith(store: ReturnType<typeof cartStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  return renderHook(() => useKeptCartPreload(), { wrapper });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(preloadCartDialog).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the cart dialog warms on idle for a kept cart', () => {
  it('a cart with lines warms the dialog once the page is idle', () => {
    const store = cartStore();
    store.dispatch(cartActions.itemAdded(fries));
    renderWith(store);
    expect(preloadCartDialog).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(preloadCartDialog).toHaveBeenCalledTimes(1);
  });

  it('an empty cart does not load the dialog (the first add or a hover does)', () => {
    renderWith(cartStore());
    act(() => jest.runOnlyPendingTimers());
    expect(preloadCartDialog).not.toHaveBeenCalled();
  });
});
