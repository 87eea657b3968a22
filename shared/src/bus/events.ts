import type { CartLine } from '../entities/cart.js';
import type { Group } from '../entities/group.js';
import type { Coupon, PunchCard, RedemptionItem } from '../entities/loyalty.js';
import type { Menu } from '../entities/menu.js';
import type { Store } from '../entities/store.js';
import type { OrderTypeCode } from './order-type-code';

/** The four teams. Every event and channel name starts with its owner's prefix. */
export type Team = 'shell' | 'menu' | 'cart' | 'account';

/** What the shell knows about the visitor and the page; published by the host only. */
export interface SessionState {
  readonly language: string;
  readonly direction: 'ltr' | 'rtl';
  readonly groupId: string | null;
  readonly storeId: string | null;
  readonly user: { readonly id: string; readonly displayName: string } | null;
  readonly token: string | null;
  readonly kioskMode: boolean;
  /** Brand colour of the current group, already validated as a CSS hex colour. */
  readonly primaryColor: string;
}

export interface OrderContext {
  readonly orderType: OrderTypeCode;
  /** `null` with `scheduledTime` null too means nothing is chosen yet; 'ASAP' days are today's. */
  readonly scheduledDay: string | null;
  readonly scheduledTime: string | null;
  /** True once the diner has confirmed a pickup/delivery time (ASAP or a slot) for this store. */
  readonly scheduleChosen: boolean;
  readonly tableId: string | null;
  /** The table's display number (P1, 7, 'takeout' for 989898), for titles. */
  readonly tableDisplayNumber: string | null;
  /** Menu codes the table restricts ordering to (spec 2 §4 "Table"); null when no restriction. */
  readonly tableMenuCodes: readonly string[] | null;
  readonly deliveryAddressLine: string | null;
  /** `dineInOnly` carried in the URL: the order type cannot leave dine-in. */
  readonly dineInOnly: boolean;
  /** The open dine-in order new rounds are added to as sub-orders, if any. */
  readonly existingOrderId: string | null;
}

export interface CartSummary {
  readonly storeId: string | null;
  /** Number of units in the cart (a line of 3 fries counts 3). */
  readonly itemCount: number;
  readonly totalCents: number;
  /** The server's subtotal in cents when the cart has been priced, else the local estimate. */
  readonly subtotalCents: number;
  /** Item codes and quantities in the cart, for rules that look at the cart (punch cards, coupons). */
  readonly lines: readonly {
    readonly code: string;
    readonly qty: number;
    readonly menuCode: string | null;
    /** The reward or coupon the line was added for (its item, configured in the menu's dialog). */
    readonly promotion?: PromotionRef;
  }[];
  /** What earlier rounds of an existing dine-in order already used (spec 3 §4 Rewards, Punch cards). */
  readonly existingOrder: {
    readonly orderId: string;
    readonly pointsUsed: number;
    readonly stampsUsed: number;
    readonly couponUsed: boolean;
  } | null;
  /**
   * The applied coupon, rewards or punch cards the server refused when it last priced this cart
   * (spec 2 §8, spec 3 §4), by the API's code (e.g. COUPON_ERROR_NOT_ELIGIBLE,
   * LOYALTY_ERR_NOT_ENOUGH_POINTS); empty when none. The cart shows them worded; the account team's
   * promotion cards may too. Optional: publishers older than it leave it out.
   */
  readonly promotionErrors?: readonly {
    readonly kind: 'coupon' | 'reward' | 'punchCard';
    readonly code: string;
  }[];
  /**
   * True from the moment the cart changes (a line, the order context, or a new
   * `account:applied-promotions` value, which the cart takes synchronously when it is published)
   * until the server has priced that change; `promotionErrors` are those of the last priced cart,
   * so while this is true they may predate the promotions just applied. A reader that applied
   * promotions waits for a summary with `pricing: false` before reading a refusal (or its absence).
   * False for an empty cart and after a failed pricing request (the cart shows its own retry).
   * Optional: publishers older than it leave it out.
   */
  readonly pricing?: boolean;
}

export interface CustomerSummary {
  readonly customerId: string;
  readonly points: number;
  readonly couponCount: number;
  readonly punchCardCount: number;
  readonly walletBalanceCents: number;
}

/**
 * The loyalty the diner has applied to the current cart (spec 3 §4): the account team owns the
 * choice and its rules; the cart team sends it with every `POST /shoppingcart` and reprices when
 * it changes.
 */
export interface AppliedPromotions {
  readonly storeId: string | null;
  readonly redemptionItems: readonly RedemptionItem[];
  readonly coupon: Coupon | null;
  readonly punchCards: readonly PunchCard[];
}

/**
 * The page's store and its group, fetched once by the shell for every team: one request per fact
 * per page (issue 18). Read it with `pageStore()` or the channel; never fetch `/store` again.
 */
export interface PageStore {
  /** The store the page is about: the route's, else the one kept from the last visit. */
  readonly storeId: string | null;
  readonly store: Store | null;
  /** The store's group, or the route's group on the group page (which has no store). */
  readonly group: Group | null;
  /** Menus available online (spec 1 §2.2): more than one puts menu-selection on the way back. */
  readonly onlineMenuCount: number;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The API's reason when the store could not be had (GENERAL_ERR_STORE_NOT_FOUND...). */
  readonly errorCode: string | null;
}

/**
 * Where the page's load stands (issue 18): `shown` once the page has painted, whole; `interactive`
 * at the diner's first intent or after a quiet window. What a diner has not asked for (dialogs'
 * roots, warm-ups, pop-ups) waits for `interactive` instead of the first idle moment.
 */
export interface PagePhase {
  readonly shown: boolean;
  readonly interactive: boolean;
}

/**
 * The menu the store page shows, as the menu team fetched it (issue 18: one request per fact per
 * page). Another team that needs the page's menu (the cart's option names) reads it here rather than
 * fetching `/menu/{code}` again; a failed load is not published.
 */
export interface StoreMenu {
  readonly storeId: string;
  readonly menuCode: string;
  readonly menu: Menu;
}

/**
 * Replayed state channels: a late subscriber gets the last value at once.
 * The prefix names the one team allowed to publish it.
 */
export interface ChannelMap {
  'shell:session': SessionState;
  'shell:store': PageStore;
  'shell:page': PagePhase;
  'cart:order-context': OrderContext;
  'cart:summary': CartSummary;
  'account:customer': CustomerSummary | null;
  'account:applied-promotions': AppliedPromotions;
  'menu:store-menu': StoreMenu;
}

export type SnackStatus = 'success' | 'error' | 'info' | 'warning';

/** A reward or a coupon of the account team's, by its id. */
export type PromotionRef =
  | { readonly kind: 'reward'; readonly rewardId: string }
  | { readonly kind: 'coupon'; readonly couponId: string };

/**
 * A menu item as a team hands it to the cart: the cart prices it through the API, merges it with a
 * line it already has, and (for a diner's add from the menu) first asks for the time it needs.
 */
export interface CartItemRequest {
  readonly storeId: string;
  readonly menuCode: string;
  readonly itemCode: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  /**
   * The configured line in the API's shape (options in `itemAttributeList`, combo slots in
   * `childItemList`, `specialRequest`), as the item dialog built it. Absent for a bare item.
   */
  readonly line?: CartLine;
  /**
   * 'menu': the diner added it from the menu, so a pickup or delivery order needs a time first
   * (spec 1 §4.5): the cart asks for it (its own dialog) when none is chosen and adds the item once
   * one is, or drops it if the diner closes the dialog. Absent for lines put in by other flows
   * (a reorder, a reward's item), which go in at once.
   */
  readonly origin?: 'menu';
  /** The reward or coupon this item is for: `cart:summary` names it on the line. */
  readonly promotion?: PromotionRef;
}

/** Why a team asks for the login dialog; the dialog may word itself by it. */
export type LoginReason =
  | 'user'
  | 'checkout'
  | 'thumbs-up'
  | 'reward'
  | 'coupon'
  | 'account'
  | 'service-request';

/**
 * What the item dialog is configuring for: a plain cart line, a cart line being edited, or the item
 * of a reward or a coupon. Whatever the purpose, the dialog ends by handing the line to the cart.
 */
export type ItemConfigurationPurpose =
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly lineUuid: string; readonly line: CartLine }
  | PromotionRef;

/**
 * Commands and notifications: delivered to current subscribers only (never replayed).
 * The prefix names the team that handles the command.
 */
export interface CommandMap {
  'shell:snack': { readonly message: string; readonly status: SnackStatus; readonly timeoutMs?: number };
  'shell:navigate': { readonly path: string; readonly replace?: boolean };
  'shell:logout-forced': { readonly reason: string };
  /** The account team logged the diner in: the shell keeps the token (its `auth` key) and republishes the session. */
  'shell:logged-in': {
    readonly token: string;
    readonly user: { readonly id: string; readonly displayName: string };
  };
  /** The diner chose Log out: the shell clears auth and the spec's state (spec 3 §4 Logout), then returns to the store. */
  'shell:logout': Record<string, never>;
  'shell:error-report': { readonly error: string; readonly statusCode?: number };
  /** The page's store failed to load and a team needs it: the shell fetches it again (`shell:store`). */
  'shell:reload-store': { readonly storeId: string };
  /**
   * The route's own content has painted (or failed): the shell then loads what can wait, such as
   * the header's parcels, so they do not compete with the first paint of the page.
   */
  'shell:route-ready': { readonly route: string };
  'cart:add-item': CartItemRequest;
  /** Replace an edited line (the menu team saved the item dialog opened by `menu:configure-item` with kind 'edit'). */
  'cart:replace-line': { readonly lineUuid: string; readonly item: CartItemRequest };
  'cart:open': Record<string, never>;
  /**
   * The card's quantity stepper (spec 1 §4.7): add or remove one unit of the LAST plain
   * (unconfigured) line of this item from this menu; at 1 or at the line's minimum, removing drops
   * the line. Configured lines are never stepped from the card.
   */
  'cart:change-item-quantity': {
    readonly storeId: string;
    readonly menuCode: string;
    readonly itemCode: string;
    readonly delta: 1 | -1;
  };
  /** Reset cart, address, order type and checkout info (store switch, logout). */
  'cart:reset': { readonly reason: 'store-switch' | 'logout' };
  /** Table QR entry: clear the address, reset the cart, set the table and dine-in (spec 2 §4 "Table"). */
  'cart:table-scanned': { readonly groupId: string; readonly storeId: string; readonly tableId: string };
  /**
   * The login dialog's guest step (spec 3 §4 "Guest path"): the cart takes it from here, end to
   * end: its guest checkout of the current cart (dine-in, paid in person), its failures (said and
   * reported), and `account:guest-order-placed` once an order is placed.
   */
  'cart:guest-checkout-requested': Record<string, never>;
  /** A guest order was placed: keep its id in that store's guest history (the account team's key). */
  'account:guest-order-placed': { readonly storeId: string; readonly orderId: string };
  'account:login-requested': { readonly fromThumbsUp?: boolean; readonly reason?: LoginReason };
  /** Reset the account team's per-store state (applied promotions) on a store switch or logout. */
  'account:reset': { readonly reason: 'store-switch' | 'logout' };
  /**
   * Open the item configuration dialog for an item of the current store's menu. The dialog ends by
   * handing the line to the cart: `cart:add-item` (an add, or a reward's or coupon's item, named on
   * the line) or `cart:replace-line` (an edit); closing it sends nothing.
   */
  'menu:configure-item': {
    readonly storeId: string;
    readonly itemCode: string;
    readonly menuCode?: string;
    readonly purpose: ItemConfigurationPurpose;
  };
}

export type ChannelName = keyof ChannelMap;
export type CommandName = keyof CommandMap;

/** Names owned by a team: `OwnedBy<'cart', ChannelName>` is 'cart:order-context' | 'cart:summary'. */
export type OwnedBy<T extends Team, Name extends string> = Extract<Name, `${T}:${string}`>;
