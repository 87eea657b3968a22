import type { CartItemRequest } from '@owa/shared';
import { cartItemCount, cartSlice, cartTotalCents, emptyCart } from './cart-slice';

const fries: CartItemRequest = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'FRIES',
  name: 'Classic Fries',
  quantity: 1,
  unitPriceCents: 499,
};

describe('cart slice (spec 2 §4 Cart lines)', () => {
  const reduce = cartSlice.reducer;
  const { itemAdded, lineDecremented, cartReset } = cartSlice.actions;

  it('merges a simple item into its line and counts units', () => {
    let cart = reduce(emptyCart, itemAdded(fries));
    cart = reduce(cart, itemAdded(fries));
    cart = reduce(
      cart,
      itemAdded({ ...fries, itemCode: 'ONIONRINGS', name: 'Onion Rings', unitPriceCents: 549 }),
    );
    expect(cart.lines).toHaveLength(2);
    expect(cartItemCount(cart)).toBe(3);
    expect(cartTotalCents(cart)).toBe(2 * 499 + 549);
  });

  it('starts a new cart for another store', () => {
    let cart = reduce(emptyCart, itemAdded(fries));
    cart = reduce(cart, itemAdded({ ...fries, storeId: '1002' }));
    expect(cart.storeId).toBe('1002');
    expect(cartItemCount(cart)).toBe(1);
  });

  it('removes a line decremented from one, and resets', () => {
    let cart = reduce(emptyCart, itemAdded(fries));
    const uuid = cart.lines[0]?.uuid as string;
    cart = reduce(cart, lineDecremented(uuid));
    expect(cart.lines).toEqual([]);
    expect(reduce(reduce(emptyCart, itemAdded(fries)), cartReset())).toEqual(emptyCart);
  });
});
