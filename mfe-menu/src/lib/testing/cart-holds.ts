// Test support: the cart team's summary as the menu reads it, published on the bus. Not used at run time.
import { bus, type CartSummary } from '@owa/shared';
import { act } from '@testing-library/react';

/** Publishes a summary of store 1001's cart holding one unit of each item code. */
export function cartHolds(...codes: string[]): void {
  const summary: CartSummary = {
    storeId: '1001',
    itemCount: codes.length,
    totalCents: 0,
    subtotalCents: 0,
    lines: codes.map((code) => ({ code, qty: 1, menuCode: 'ALLDAY' })),
    existingOrder: null,
  };
  act(() => bus.publisherFor('cart').publish('cart:summary', summary));
}
