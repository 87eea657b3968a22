import type { CartItemRequest } from '@owa/shared';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartLineState {
  readonly itemCode: string;
  readonly menuCode: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

export interface CartState {
  readonly storeId: string | null;
  readonly lines: readonly CartLineState[];
}

export const emptyCart: CartState = { storeId: null, lines: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart as CartState,
  reducers: {
    /**
     * A simple item merges into a line with the same code (spec 2 §4 Cart lines); an item from
     * another store starts a new cart, since carts are kept per store.
     */
    itemAdded(state, action: PayloadAction<CartItemRequest>) {
      const item = action.payload;
      if (state.storeId !== item.storeId) {
        return { storeId: item.storeId, lines: [toLine(item)] };
      }
      const existing = state.lines.findIndex((line) => line.itemCode === item.itemCode);
      if (existing === -1) return { ...state, lines: [...state.lines, toLine(item)] };
      return {
        ...state,
        lines: state.lines.map((line, index) =>
          index === existing ? { ...line, quantity: line.quantity + item.quantity } : line,
        ),
      };
    },
    cartReset() {
      return emptyCart;
    },
  },
});

function toLine(item: CartItemRequest): CartLineState {
  return {
    itemCode: item.itemCode,
    menuCode: item.menuCode,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
  };
}

export function cartItemCount(cart: CartState): number {
  return cart.lines.reduce((count, line) => count + line.quantity, 0);
}

export function cartTotalCents(cart: CartState): number {
  return cart.lines.reduce((total, line) => total + line.quantity * line.unitPriceCents, 0);
}
