// Tax, tips and the order total (spec 2 §5 "Tips", spec 2 §4 totals footer). All cents.
import { SELF_DELIVERY } from '../../entities/index.js';

/** The demo stores' tax rate (DEMO-DATA: 13% everywhere); real rates come from the store. */
export const DEMO_TAX_RATE = 0.13;

/** Tax on an amount, rounded to the nearest cent. The rate is a fraction (0.13). */
export function taxCents(taxableCents: number, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0 || taxableCents <= 0) return 0;
  return Math.round(taxableCents * rate);
}

export interface BillInput {
  subTotalCents: number;
  discountCents?: number;
  deliveryChargeCents?: number;
  serviceChargesCents?: number;
  taxRate: number;
}

export interface BillTotals {
  /** Subtotal less discount (never below zero) plus delivery and service charges. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The bill before tips. The discount cannot take the food below zero; delivery and service charges
 * are taxed like the food (they are in Ontario, where the demo stores are).
 */
export function billTotals(input: BillInput): BillTotals {
  const food = Math.max(0, input.subTotalCents - Math.max(0, input.discountCents ?? 0));
  const taxable =
    food + Math.max(0, input.deliveryChargeCents ?? 0) + Math.max(0, input.serviceChargesCents ?? 0);
  const tax = taxCents(taxable, input.taxRate);
  return { taxableCents: taxable, taxCents: tax, totalCents: taxable + tax };
}

export interface TippingInput {
  orderType: string;
  /** The store does not take tips on pickup orders. */
  pickupTipsDisallowed: boolean;
  /** membership, offline, online or wechat. */
  paymentType: string | null | undefined;
}

/** Spec 2 §5: tips are shown unless pickup tips are disallowed or payment is offline. */
export function isTippingShown(input: TippingInput): boolean {
  if (input.paymentType === 'offline') return false;
  if (input.orderType === 'PICKUP' && input.pickupTipsDisallowed) return false;
  return true;
}

/** Spec 2 §5: store plus driver tips for delivery when the store enables it and provider is not SELF. */
export function areMultipleTipsAllowed(input: {
  orderType: string;
  enableTipForStore: boolean | null | undefined;
  deliveryProvider: string | null | undefined;
}): boolean {
  return (
    input.orderType === 'DELIVERY' &&
    input.enableTipForStore === true &&
    !!input.deliveryProvider &&
    input.deliveryProvider !== SELF_DELIVERY
  );
}

/** A percentage tip (tipsPercent 15 = 15%) of an amount, rounded to the cent. */
export function tipFromPercentCents(baseCents: number, percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || baseCents <= 0) return 0;
  return Math.round((baseCents * percent) / 100);
}

export interface OrderTotalInput {
  billTotalCents: number;
  /** tipsAmount: the driver's tip on delivery, the only tip otherwise. */
  tipsAmountCents: number;
  /** tipsForStore: the store's tip when multiple tips apply. */
  tipsForStoreCents: number;
  tippingShown: boolean;
  multipleTips: boolean;
}

/**
 * Spec 2 §5: order total = bill total + driver tip + store tip; tips count only when tipping is
 * shown. The store tip also counts only when multiple tips apply, because otherwise its field is not
 * on screen and a stale value must not be charged. Negative tips count as 0.
 */
export function orderTotalCents(input: OrderTotalInput): number {
  if (!input.tippingShown) return input.billTotalCents;
  const driver = Math.max(0, input.tipsAmountCents);
  const store = input.multipleTips ? Math.max(0, input.tipsForStoreCents) : 0;
  return input.billTotalCents + driver + store;
}
