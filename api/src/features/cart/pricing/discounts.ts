// What a reward or coupon takes off (spec 3 §3 discountRule, promotion targeting; spec 2 §9
// "promotion discounts are in cents"). The API computes these into promotionDiscounts.
import { toCents } from '@owa/shared/domain';
import type { DiscountRule, PromotionTarget } from '@owa/shared/entities';

/**
 * The discount on an amount: percent is a fraction of it (rounded to the cent), amount is dollars.
 * Never negative and never more than the amount; a rule with both uses the percent.
 */
export function discountCents(rule: DiscountRule | null | undefined, amountCents: number): number {
  if (!rule || amountCents <= 0) return 0;
  let discount = 0;
  if (rule.percent !== null && rule.percent !== undefined && rule.percent > 0) {
    discount = Math.round(amountCents * Math.min(1, rule.percent));
  } else if (rule.amount !== null && rule.amount !== undefined && rule.amount > 0) {
    discount = toCents(rule.amount);
  }
  return Math.min(amountCents, Math.max(0, discount));
}

/** What a line offers the targeting rules: its item, category, tags and menu. */
export interface TargetableLine {
  code: string;
  categoryCode?: string | null;
  tags?: readonly string[] | null;
  menuCode?: string | null;
  /** The line's amount that a discount may apply to. */
  amountCents: number;
}

/**
 * Spec 3 §3 targetType CATEGORY, ITEM, TAG or CATALOG with targetCodes. No targets means the whole
 * order; an unknown target type matches nothing, so a discount never spreads further than meant.
 */
export function matchesTarget(line: Omit<TargetableLine, 'amountCents'>, target: PromotionTarget): boolean {
  const codes = target.targetCodes ?? [];
  switch (target.targetType.toUpperCase()) {
    case 'ITEM':
      return codes.includes(line.code);
    case 'CATEGORY':
      return !!line.categoryCode && codes.includes(line.categoryCode);
    case 'TAG':
      return (line.tags ?? []).some((tag) => codes.includes(tag));
    case 'CATALOG':
      return !!line.menuCode && codes.includes(line.menuCode);
    default:
      return false;
  }
}

/** The amount a targeted discount applies to: the lines matching any target, or all without targets. */
export function targetedAmountCents(
  lines: readonly TargetableLine[],
  targets: readonly PromotionTarget[] | null | undefined,
): number {
  const relevant =
    !targets || targets.length === 0
      ? lines
      : lines.filter((line) => targets.some((target) => matchesTarget(line, target)));
  return relevant.reduce((sum, line) => sum + Math.max(0, line.amountCents), 0);
}
