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
  readonly scheduledDay: string | null;
  readonly scheduledTime: string | null;
  readonly tableId: string | null;
  readonly deliveryAddressLine: string | null;
}

export interface CartSummary {
  readonly storeId: string | null;
  /** Number of units in the cart (a line of 3 fries counts 3). */
  readonly itemCount: number;
  readonly totalCents: number;
}

export interface CustomerSummary {
  readonly points: number;
  readonly couponCount: number;
  readonly punchCardCount: number;
}

/**
 * Replayed state channels: a late subscriber gets the last value at once.
 * The prefix names the one team allowed to publish it.
 */
export interface ChannelMap {
  'shell:session': SessionState;
  'cart:order-context': OrderContext;
  'cart:summary': CartSummary;
  'account:customer': CustomerSummary | null;
}

export type SnackStatus = 'success' | 'error' | 'info' | 'warning';

/** A menu item as the menu team hands it to the cart: the cart prices it through the API. */
export interface CartItemRequest {
  readonly storeId: string;
  readonly menuCode: string;
  readonly itemCode: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

/**
 * Commands and notifications: delivered to current subscribers only (never replayed).
 * The prefix names the team that handles the command.
 */
export interface CommandMap {
  'shell:snack': { readonly message: string; readonly status: SnackStatus; readonly timeoutMs?: number };
  'shell:navigate': { readonly path: string; readonly replace?: boolean };
  'shell:logout-forced': { readonly reason: string };
  'shell:error-report': { readonly error: string; readonly statusCode?: number };
  /**
   * The route's own content has painted (or failed): the shell then loads what can wait, such as
   * the header's parcels, so they do not compete with the first paint of the page.
   */
  'shell:route-ready': { readonly route: string };
  'cart:add-item': CartItemRequest;
  'cart:open': Record<string, never>;
  'account:login-requested': { readonly fromThumbsUp?: boolean };
  'menu:item-focus': { readonly itemCode: string };
}

export type ChannelName = keyof ChannelMap;
export type CommandName = keyof CommandMap;

/** Names owned by a team: `OwnedBy<'cart', ChannelName>` is 'cart:order-context' | 'cart:summary'. */
export type OwnedBy<T extends Team, Name extends string> = Extract<Name, `${T}:${string}`>;
