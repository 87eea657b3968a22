import type { CartItemRequest } from '@owa/shared';
import { toCents, toDollars } from '@owa/shared/domain';
import type { CartLine } from '@owa/shared/entities';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { addLine, decrementLine, cartItemCount as unitsInCart } from '../../domain/cart-lines';

export interface CartState {
  readonly storeId: string | null;
  readonly lines: readonly CartLine[];
}

export const emptyCart: CartState = { storeId: null, lines: [] };

/** A simple item handed over by the menu team, as a cart line. */
export function lineFromRequest(item: CartItemRequest): CartLine {
  return {
    code: item.itemCode,
    qty: item.quantity,
    name: item.name,
    menuCode: item.menuCode,
    price: toDollars(item.unitPriceCents),
    unitPrice: toDollars(item.unitPriceCents),
  };
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart as CartState,
  reducers: {
    /** Carts are kept per store: an item from another store starts that store's cart. */
    itemAdded: {
      reducer(state, action: PayloadAction<{ item: CartItemRequest; uuid: string }>) {
        const { item, uuid } = action.payload;
        const lines = state.storeId === item.storeId ? state.lines : [];
        return { storeId: item.storeId, lines: addLine(lines, lineFromRequest(item), uuid) };
      },
      // The uuid is made here, at the edge, so the rule that places the line stays pure.
      prepare(item: CartItemRequest) {
        return { payload: { item, uuid: nanoid() } };
      },
    },
    lineDecremented(state, action: PayloadAction<string>) {
      return { ...state, lines: decrementLine(state.lines, action.payload) };
    },
    cartReset() {
      return emptyCart;
    },
  },
});

export function cartItemCount(cart: CartState): number {
  return unitsInCart(cart.lines);
}

export function cartTotalCents(cart: CartState): number {
  return cart.lines.reduce((total, line) => total + toCents(line.price) * line.qty, 0);
}
