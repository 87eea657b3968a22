// Spec 3 §3: discount text '{n}% off' (a fraction x 100, rounded to a whole percent) or '${n} off'.
import type { DiscountRule } from '@owa/shared/entities';

/**
 * Whole-dollar amounts read '$5 off'; others keep their cents ('$2.50 off'). Undefined when the
 * rule gives neither a positive percent nor a positive amount (a free-item reward).
 */
export function discountText(rule: DiscountRule | null | undefined): string | undefined {
  if (!rule) return undefined;
  if (rule.percent !== null && rule.percent !== undefined && rule.percent > 0) {
    return `${Math.round(rule.percent * 100)}% off`;
  }
  if (rule.amount !== null && rule.amount !== undefined && rule.amount > 0) {
    const cents = Math.round(rule.amount * 100);
    const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
    return `$${text} off`;
  }
  return undefined;
}
