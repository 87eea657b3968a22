import type { CartItemRequest } from '@owa/shared';
import { cartActions, cartSlice, emptyCart, selectCartUpToDate } from './cart-slice';

const croissant: CartItemRequest = {
  storeId: '1003',
  menuCode: 'CAFE',
  itemCode: 'CROISSANT',
  name: 'Butter Croissant',
  quantity: 1,
  unitPriceCents: 375,
};

const reduce = cartSlice.reducer;

/**
 * The service prices the cart whenever its revision differs from the last one it asked for. A
 * second dine-in round after a reload starts from the empty default cart, whose context changes
 * had already been priced at revision 1: an add that restarted the count at 1 was never priced and
 * 'Add to my order' stayed disabled.
 */
describe('cart revision (what the service prices by)', () => {
  it('keeps growing when an add starts the store cart from the default empty cart', () => {
    const repriced = reduce(emptyCart, cartActions.repriceNeeded());
    const added = reduce(repriced, cartActions.itemAdded(croissant));
    expect(added.storeId).toBe('1003');
    expect(added.revision).toBeGreaterThan(repriced.revision);
    expect(selectCartUpToDate({ cart: added })).toBe(false);
  });

  it('keeps growing across a reset after an order', () => {
    const added = reduce(emptyCart, cartActions.itemAdded(croissant));
    const reset = reduce(added, cartActions.cartReset());
    expect(reset.lines).toEqual([]);
    expect(reset.revision).toBeGreaterThan(added.revision);
    expect(reduce(reset, cartActions.itemAdded(croissant)).revision).toBeGreaterThan(reset.revision);
  });
});
