// Express wallet pay (issue 23 point 5): which wallet buttons the checkout shows, and the amount
// Stripe's Elements are created with. Pure: the checkout's Stripe hooks call these.
import type { PaymentType } from './payment';

/** The wallets offered in one step; Stripe's other express methods (Link, PayPal…) stay off. */
export const EXPRESS_WALLETS = ['applePay', 'googlePay'] as const;
export type ExpressWallet = (typeof EXPRESS_WALLETS)[number];

/** Stripe's smallest charge in CAD: Elements refuse an amount below it. */
export const STRIPE_MINIMUM_CENTS = 50;

/**
 * The amount Elements are created with, in the currency's smallest unit (cents): the bill as the
 * checkout shows it, raised to Stripe's minimum, so a tiny bill still renders the form (the API
 * charges the order's own total).
 */
export function elementsAmount(totalCents: number): number {
  return Math.max(STRIPE_MINIMUM_CENTS, Math.round(totalCents));
}

/**
 * The wallets the Express Checkout Element's `ready` event reports this browser can pay with
 * (`availablePaymentMethods` is undefined when none): empty means the area shows nothing.
 */
export function walletsToShow(
  available: Partial<Record<string, boolean>> | null | undefined,
): ExpressWallet[] {
  if (!available) return [];
  return EXPRESS_WALLETS.filter((wallet) => available[wallet] === true);
}

/**
 * Express pay is offered only with a Stripe key and where a card may pay this order (a wallet
 * pays as a card: spec 2 §4's "online" type).
 */
export function expressOffered(stripeKey: string | null, allowedTypes: readonly PaymentType[]): boolean {
  return !!stripeKey && allowedTypes.includes('online');
}
