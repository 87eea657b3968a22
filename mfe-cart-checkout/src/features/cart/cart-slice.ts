import type { AppliedPromotions, CartItemRequest, PromotionRef } from '@owa/shared';
import { toCents, toDollars } from '@owa/shared/domain';
import type { CartLine, ServerCart, ValidationError } from '@owa/shared/entities';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { promotionsChange } from '../../domain/applied-promotions';
import {
  addLine,
  decrementLine,
  incrementLine,
  removeLine,
  replaceLine,
  cartItemCount as unitsInCart,
} from '../../domain/cart-lines';

export type PricingStatus = 'idle' | 'pricing' | 'priced' | 'failed';

/**
 * The cart of the store being ordered from. `lines` are what the diner asked for (sent with every
 * POST /shoppingcart); `serverCart` is the server's last answer, the truth for prices, totals,
 * time slots and errors (spec 2 §7). `revision` counts local changes so an answer to an older
 * request is recognised as stale.
 */
export interface CartState {
  readonly storeId: string | null;
  readonly lines: readonly CartLine[];
  /** Identifies this cart to the API (a visitor's kept cart); new on every reset. */
  readonly orderUUID: string;
  /** Sent with POST /order so a double click, retry or reload makes one order; new on every reset. */
  readonly idempotencyToken: string;
  readonly revision: number;
  readonly pricedRevision: number;
  readonly status: PricingStatus;
  readonly serverCart: ServerCart | null;
  /** Code of a failed pricing request (the cart offers a retry). */
  readonly errorCode: string | null;
  readonly errorMessage: string | null;
  readonly orderNotes: string;
  /** The account team's applied loyalty (`account:applied-promotions`), sent with every request. */
  readonly promotions: AppliedPromotions | null;
  /**
   * The menu the diner is browsing: an empty cart is priced for it, so the time slots offered
   * before the first add are that menu's (a lunch menu offers no breakfast-hour slot).
   */
  readonly browsedMenuCode: string | null;
  /** Adds from the menu waiting for a pickup/delivery time (spec 1 §4.5): in once one is chosen. */
  readonly held: readonly CartItemRequest[];
  /** The reward or coupon a line was added for, by the line's uuid (`cart:summary` names it). */
  readonly linePromotions: Readonly<Record<string, PromotionRef>>;
}

export function newCart(storeId: string | null = null): CartState {
  return {
    storeId,
    lines: [],
    orderUUID: nanoid(24).replace(/_/g, '-'),
    idempotencyToken: nanoid(32),
    revision: 0,
    pricedRevision: -1,
    status: 'idle',
    serverCart: null,
    errorCode: null,
    errorMessage: null,
    orderNotes: '',
    promotions: null,
    browsedMenuCode: null,
    held: [],
    linePromotions: {},
  };
}

/** A stable empty cart for tests and defaults (its ids are fixed on purpose). */
export const emptyCart: CartState = {
  ...newCart(),
  orderUUID: 'empty-cart-order-uuid',
  idempotencyToken: 'empty-cart-idempotency-token',
};

/** An item handed over by the menu team as a cart line: its configured line when it has one. */
export function lineFromRequest(item: CartItemRequest): CartLine {
  const base: CartLine = {
    code: item.itemCode,
    qty: item.quantity,
    name: item.name,
    menuCode: item.menuCode,
    price: toDollars(item.unitPriceCents),
    unitPrice: toDollars(item.unitPriceCents),
  };
  if (!item.line) return base;
  return {
    ...item.line,
    code: item.line.code || item.itemCode,
    qty: item.quantity,
    name: item.line.name ?? item.name,
    menuCode: item.line.menuCode ?? item.menuCode,
    price: item.line.price ?? base.price,
    unitPrice: item.line.unitPrice ?? base.unitPrice,
  };
}

/**
 * The cart an add for this store goes into: a new one for another store (or the first add, whose
 * empty cart has fixed ids). The revision only ever grows: a restarted count would equal one
 * already priced and the change would never be sent. The applied promotions stay (they name their
 * store, and the request sends them only to it).
 */
function cartFor(state: CartState, storeId: string): CartState {
  if (state.storeId === storeId) return state;
  return {
    ...newCart(storeId),
    revision: state.revision,
    pricedRevision: state.pricedRevision,
    promotions: state.promotions,
    browsedMenuCode: state.browsedMenuCode,
    held: state.held,
  };
}

function changed(state: CartState, lines: CartLine[]): CartState {
  return { ...state, lines, revision: state.revision + 1 };
}

/** An item into its store's cart: merged into a line or a new one, named for its promotion if any. */
function withItem(state: CartState, item: CartItemRequest, uuid: string): CartState {
  const base = cartFor(state, item.storeId);
  const next = changed(base, addLine(base.lines, lineFromRequest(item), uuid));
  if (!item.promotion) return next;
  const into = next.lines.find((line) => !base.lines.includes(line))?.uuid ?? uuid;
  return { ...next, linePromotions: { ...next.linePromotions, [into]: item.promotion } };
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart as CartState,
  reducers: {
    /** An item from another store starts that store's cart (the host resets on a store switch too). */
    itemAdded: {
      reducer(state, action: PayloadAction<{ item: CartItemRequest; uuid: string }>) {
        return withItem(state, action.payload.item, action.payload.uuid);
      },
      // The uuid is made here, at the edge, so the rule that places the line stays pure.
      prepare(item: CartItemRequest) {
        return { payload: { item, uuid: nanoid() } };
      },
    },
    /** `cart:add-item` arrived: the add listener decides whether it waits for a time. */
    addRequested(state, _action: PayloadAction<CartItemRequest>) {
      return state;
    },
    /** An add from the menu waits while the diner chooses a time. */
    addHeld(state, action: PayloadAction<CartItemRequest>) {
      return { ...state, held: [...state.held, action.payload] };
    },
    /** A time was chosen: the adds that waited for it go in, in their order. */
    heldAddsReleased: {
      reducer(state, action: PayloadAction<readonly string[]>) {
        let cart: CartState = { ...state, held: [] };
        state.held.forEach((item, index) => {
          cart = withItem(cart, item, action.payload[index] ?? `held-${index}`);
        });
        return cart;
      },
      prepare(count: number) {
        return { payload: Array.from({ length: count }, () => nanoid()) };
      },
    },
    /** The diner closed the time dialog without a time: the adds that waited for it are dropped. */
    heldAddsDropped(state) {
      return state.held.length === 0 ? state : { ...state, held: [] };
    },
    lineReplaced(state, action: PayloadAction<{ lineUuid: string; item: CartItemRequest }>) {
      const { lineUuid, item } = action.payload;
      if (!state.lines.some((line) => line.uuid === lineUuid)) return state;
      return changed(state, replaceLine(state.lines, lineUuid, lineFromRequest(item)));
    },
    lineIncremented(state, action: PayloadAction<string>) {
      const lines = incrementLine(state.lines, action.payload);
      return lines.every((line, i) => line === state.lines[i]) ? state : changed(state, lines);
    },
    lineDecremented(state, action: PayloadAction<string>) {
      return changed(state, decrementLine(state.lines, action.payload));
    },
    lineRemoved(state, action: PayloadAction<string>) {
      return changed(state, removeLine(state.lines, action.payload));
    },
    orderNotesChanged(state, action: PayloadAction<string>) {
      return { ...state, orderNotes: action.payload.slice(0, 500) };
    },
    promotionsApplied(state, action: PayloadAction<AppliedPromotions>) {
      const change = promotionsChange(state.promotions, action.payload);
      if (change === 'nothing') return state;
      const revision = change === 'priced' ? state.revision + 1 : state.revision;
      return { ...state, promotions: action.payload, revision };
    },
    /** Only an empty cart is priced by the browsed menu: lines carry their own. */
    menuBrowsed(state, action: PayloadAction<string>) {
      if (state.browsedMenuCode === action.payload) return state;
      const revision = state.lines.length === 0 ? state.revision + 1 : state.revision;
      return { ...state, browsedMenuCode: action.payload, revision };
    },
    /** The order context changed (type, time, address, provider): the server must price again. */
    repriceNeeded(state) {
      return { ...state, revision: state.revision + 1 };
    },
    /** The service started: the cart as kept is priced (a command for the pricing listener). */
    pricingWanted(state) {
      return state;
    },
    /** The diner asked to price again after a failure: at once. */
    pricingRetried(state) {
      return state;
    },
    pricingStarted(state) {
      return { ...state, status: 'pricing' as const, errorCode: null, errorMessage: null };
    },
    /** An answer to an older request than the latest is kept only until the latest comes. */
    cartPriced(state, action: PayloadAction<{ revision: number; serverCart: ServerCart }>) {
      const { revision, serverCart } = action.payload;
      if (revision < state.pricedRevision) return state;
      return {
        ...state,
        serverCart,
        pricedRevision: revision,
        status: revision >= state.revision ? ('priced' as const) : ('pricing' as const),
      };
    },
    pricingFailed(state, action: PayloadAction<{ revision: number; code: string; message: string }>) {
      if (action.payload.revision < state.revision) return state;
      return {
        ...state,
        status: 'failed' as const,
        errorCode: action.payload.code,
        errorMessage: action.payload.message,
      };
    },
    /** Spec 2 §4: reset clears the cart, bill and sub orders and starts a new order UUID. */
    cartReset: {
      reducer(state, action: PayloadAction<{ orderUUID: string; token: string }>) {
        return {
          ...newCart(state.storeId),
          revision: state.revision + 1,
          pricedRevision: state.pricedRevision,
          orderUUID: action.payload.orderUUID,
          idempotencyToken: action.payload.token,
          promotions: state.promotions,
          browsedMenuCode: state.browsedMenuCode,
        };
      },
      prepare() {
        return { payload: { orderUUID: nanoid(24).replace(/_/g, '-'), token: nanoid(32) } };
      },
    },
    /** A new attempt after an order that is known not to exist (the checkout decides). */
    idempotencyTokenRenewed: {
      reducer(state, action: PayloadAction<string>) {
        return { ...state, idempotencyToken: action.payload };
      },
      prepare() {
        return { payload: nanoid(32) };
      },
    },
  },
});

export const cartActions = cartSlice.actions;

interface WithCart {
  readonly cart: CartState;
}

export function cartItemCount(cart: Pick<CartState, 'lines'>): number {
  return unitsInCart(cart.lines);
}

/** The server's total when it has priced this cart, else the local estimate. */
export function cartTotalCents(cart: CartState): number {
  if (cart.serverCart && cart.lines.length > 0) return toCents(cart.serverCart.total);
  return localSubtotalCents(cart);
}

export function cartSubtotalCents(cart: CartState): number {
  if (cart.serverCart && cart.lines.length > 0) return toCents(cart.serverCart.subTotal);
  return localSubtotalCents(cart);
}

function localSubtotalCents(cart: Pick<CartState, 'lines'>): number {
  return cart.lines.reduce((total, line) => total + toCents(line.price ?? 0) * line.qty, 0);
}

export const selectCart = (state: WithCart) => state.cart;
export const selectCartLines = (state: WithCart) => state.cart.lines;
export const selectServerCart = (state: WithCart) => state.cart.serverCart;
export const selectOrderUuid = (state: WithCart) => state.cart.orderUUID;
export const selectIdempotencyToken = (state: WithCart) => state.cart.idempotencyToken;
export const selectCartEmpty = (state: WithCart) => state.cart.lines.length === 0;
/** The server has priced the cart as it is now (totals may be shown as final). */
export const selectCartUpToDate = (state: WithCart) =>
  state.cart.status === 'priced' && state.cart.pricedRevision === state.cart.revision;

const NO_ERRORS: readonly ValidationError[] = [];
export function selectValidationErrors(state: WithCart): readonly ValidationError[] {
  return state.cart.serverCart?.validationErrors ?? NO_ERRORS;
}

/** Each line as the server priced it (matched by uuid), else as the diner added it. */
export function pricedLines(cart: CartState): CartLine[] {
  const priced = new Map(
    (cart.serverCart?.subOrderList[0]?.orderItemList ?? []).map((line) => [line.uuid, line]),
  );
  return cart.lines.map((line) => {
    const server = line.uuid ? priced.get(line.uuid) : undefined;
    return server ? { ...line, ...server, uuid: line.uuid, qty: line.qty } : line;
  });
}
