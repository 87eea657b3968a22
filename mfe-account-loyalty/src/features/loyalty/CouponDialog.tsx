import { Button, Link, Text } from '@owa/shared/design-kit';
import type { Coupon } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { couponCardState } from '../../domain/loyalty-cards';
import { useAccountSelector } from '../../lib/hooks';
import { selectProfile } from '../customer';
import { CouponRules } from './CouponRules';
import { couponNotice, expiryLine } from './card-texts';
import { couponPurchaseUrl } from './coupon-purchase';
import { LoyaltyDialogFrame } from './LoyaltyDialogFrame';
import { loyaltyMessages as m } from './loyalty-messages';
import { useLoyalty } from './use-loyalty';
import { useLoyaltyActions } from './use-loyalty-actions';

/** Spec 3 §2 Coupon dialog: name, expiry, rules, relations, and Add to cart / Select Coupon / Check My Cart. */
export default function CouponDialog({ coupon }: { readonly coupon: Coupon }) {
  const intl = useIntl();
  const loyalty = useLoyalty();
  const actions = useLoyaltyActions();
  const profile = useAccountSelector(selectProfile);
  const state = couponCardState({
    isLoggedIn: loyalty.isLoggedIn,
    coupon,
    activeCoupon: loyalty.applied.coupon,
    cart: loyalty.cart,
  });
  const notice = couponNotice(intl, state.status);
  const useLabel = coupon.menuItem ? m.addToCart : m.selectCoupon;
  let primary = (
    <Button
      colorPalette="gray"
      disabled={state.status !== 'usable'}
      onClick={() => actions.applyCoupon(coupon)}
    >
      {intl.formatMessage(useLabel)}
    </Button>
  );
  if (state.status === 'loginRequired') {
    primary = (
      <Button onClick={() => actions.askToLogIn('coupon')}>{intl.formatMessage(m.loginToUse)}</Button>
    );
  } else if (state.status === 'purchasable' && loyalty.storeId) {
    primary = (
      <Button asChild colorPalette="gray">
        <Link href={couponPurchaseUrl(loyalty.storeId, profile)}>{intl.formatMessage(m.purchase)}</Link>
      </Button>
    );
  } else if (state.status === 'active') {
    primary = (
      <>
        <Button variant="outline" onClick={actions.removeCoupon}>
          {intl.formatMessage(m.removeCoupon)}
        </Button>
        <Button colorPalette="gray" onClick={actions.checkMyCart}>
          {intl.formatMessage(m.checkMyCart)}
        </Button>
      </>
    );
  }
  return (
    <LoyaltyDialogFrame
      title={coupon.name ?? coupon.code ?? ''}
      testId="coupon-dialog"
      onClose={actions.close}
      actions={primary}
    >
      {coupon.description ? <Text>{coupon.description}</Text> : null}
      <Text color="fg.muted">{expiryLine(intl, coupon)}</Text>
      <CouponRules coupon={coupon} />
      {coupon.menuItem ? (
        <Text fontSize="sm">
          {intl.formatMessage(m.includes, { item: coupon.menuItem.name ?? coupon.menuItem.code })}
        </Text>
      ) : null}
      {notice && state.status !== 'loginRequired' ? (
        <Text role="status" color="red.700">
          {notice}
        </Text>
      ) : null}
    </LoyaltyDialogFrame>
  );
}
