import { formatCurrency } from '@owa/shared/domain';
import type { Coupon } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { couponCardState } from '../../domain/loyalty-cards';
import { useAccountSelector } from '../../lib/hooks';
import { couponNotice, expiryLine, refusalNotice } from './card-texts';
import { type CardVariant, LoyaltyCard } from './LoyaltyCard';
import { loyaltyMessages as m } from './loyalty-messages';
import { selectRefusal } from './loyalty-slice';
import { useLoyalty } from './use-loyalty';

interface CouponCardProps {
  readonly coupon: Coupon;
  readonly variant?: CardVariant;
  readonly onOpen?: () => void;
}

/** A coupon (spec 3 §4 Coupons): active, usable, purchasable, or why not with its failing rules. */
export function CouponCard({ coupon, variant = 'carousel', onOpen }: CouponCardProps) {
  const intl = useIntl();
  const loyalty = useLoyalty();
  const refusal = useAccountSelector(selectRefusal('coupon', coupon.id));
  const title = coupon.name ?? coupon.code ?? String(coupon.id);
  if (variant === 'history') {
    return (
      <LoyaltyCard
        variant="history"
        title={title}
        badge={intl.formatMessage(m.usedOn)}
        lines={[coupon.description]}
      />
    );
  }
  const state = couponCardState({
    isLoggedIn: loyalty.isLoggedIn,
    coupon,
    activeCoupon: loyalty.applied.coupon,
    cart: loyalty.cart,
  });
  const price = coupon.charges?.[0]?.price;
  // The server's refusal of the applied coupon says more than the local rules; a visitor reads why
  // the coupon is out of reach (the dialog's button then offers the login).
  const notice =
    refusalNotice(intl, refusal) ??
    (state.status === 'loginRequired'
      ? intl.formatMessage(m.loginToUseCoupon)
      : couponNotice(intl, state.status));
  return (
    <LoyaltyCard
      variant={variant}
      title={title}
      headline={
        state.status === 'purchasable' && price !== undefined
          ? intl.formatMessage(m.purchasePrice, { price: formatCurrency(price) })
          : undefined
      }
      lines={[variant === 'detail' ? coupon.description : null, expiryLine(intl, coupon), ...state.rules]}
      notice={notice}
      badge={state.status === 'active' ? intl.formatMessage(m.couponActive) : undefined}
      muted={
        refusal !== null ||
        (state.status !== 'usable' && state.status !== 'active' && state.status !== 'purchasable')
      }
      onOpen={onOpen}
    />
  );
}
