// Payment method choice (spec 2 §4 "Payment type selection", §5, §6).
export type PaymentType = 'membership' | 'offline' | 'online' | 'wechat';

export const PAYMENT_MESSAGES = {
  select: 'Please select a payment method',
  secondRequired: 'Insufficient balance, second payment method required',
  insufficient: 'Insufficient membership balance',
} as const;

/** Membership is combined with another method when the balance is less than the bill. */
export function needsSecondMethod(balanceCents: number, billCents: number): boolean {
  return balanceCents < billCents;
}

function readList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  if (typeof value === 'string') return value.split(',').map((entry) => entry.trim());
  return [];
}

/**
 * The methods a store's paymentSettings enable for an order type: the entry for the type plus the
 * ALL entry, upper-cased (values such as OFFLINE and WECHAT).
 */
export function enabledSettingMethods(
  paymentSettings: Record<string, unknown> | null | undefined,
  orderType: string,
): Set<string> {
  const methods = [...readList(paymentSettings?.[orderType]), ...readList(paymentSettings?.ALL)];
  return new Set(methods.map((method) => method.toUpperCase()).filter((method) => method !== ''));
}

const COUPON_LIMIT_OF: Record<PaymentType, string> = {
  membership: 'MEMBERSHIP',
  online: 'CREDIT_CARD',
  wechat: 'WECHAT',
  offline: 'OFFLINE',
};

export interface PaymentOptionsInput {
  orderType: string;
  paymentSettings: Record<string, unknown> | null | undefined;
  isLoggedIn: boolean;
  /** A member of the store wallet with a positive balance. */
  hasMembershipBalance: boolean;
  /** The active coupon's limit (MEMBERSHIP, CREDIT_CARD, WECHAT, OFFLINE), if it sets one. */
  couponPaymentMethods?: readonly string[] | null | undefined;
}

/**
 * Which methods the payment step offers. Our reading of the spec's "payment settings per order type
 * can restrict methods (OFFLINE, WECHAT)": card is the default online method; pay-in-person and the
 * chat-app payment appear only where the settings list them for the order type (or ALL). Guests
 * (anonymous dine-in) cannot pay by card or wallet, only offline. A coupon's limit then narrows the
 * list.
 */
export function availablePaymentTypes(input: PaymentOptionsInput): PaymentType[] {
  const settings = enabledSettingMethods(input.paymentSettings, input.orderType);
  const offered: PaymentType[] = [];
  if (input.isLoggedIn && input.hasMembershipBalance) offered.push('membership');
  if (input.isLoggedIn) offered.push('online');
  if (settings.has('WECHAT') && input.isLoggedIn) offered.push('wechat');
  if (settings.has('OFFLINE')) offered.push('offline');
  const limit = input.couponPaymentMethods?.map((method) => method.toUpperCase());
  if (!limit || limit.length === 0) return offered;
  return offered.filter((type) => limit.includes(COUPON_LIMIT_OF[type]));
}

export interface PaymentChoice {
  primary: PaymentType | null | undefined;
  second?: PaymentType | null | undefined;
  balanceCents: number;
  billCents: number;
}

/**
 * Spec 2 §5: a method must be chosen; membership short of the bill needs a second method, which
 * cannot itself be membership. Returns the message to show, or undefined when the choice is complete.
 */
export function paymentChoiceError(choice: PaymentChoice): string | undefined {
  if (!choice.primary) return PAYMENT_MESSAGES.select;
  if (choice.primary !== 'membership') return undefined;
  if (choice.balanceCents <= 0) return PAYMENT_MESSAGES.insufficient;
  if (!needsSecondMethod(choice.balanceCents, choice.billCents)) return undefined;
  if (!choice.second || choice.second === 'membership') return PAYMENT_MESSAGES.secondRequired;
  return undefined;
}

/** How the bill splits when membership pays first: the wallet takes what it can, the rest goes second. */
export function membershipSplit(
  balanceCents: number,
  billCents: number,
): { membershipCents: number; secondCents: number } {
  const membership = Math.max(0, Math.min(balanceCents, billCents));
  return { membershipCents: membership, secondCents: Math.max(0, billCents - membership) };
}

/** Spec 2 §5: offline payment needs a captcha token. */
export function offlineNeedsCaptcha(type: PaymentType, captchaToken: string | null | undefined): boolean {
  return type === 'offline' && (!captchaToken || captchaToken.trim() === '');
}
