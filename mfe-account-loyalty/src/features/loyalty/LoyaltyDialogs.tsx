import { Spinner } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { loyaltyMessages as m } from './loyalty-messages';
import { useLoyalty } from './use-loyalty';

// Loaded on demand: the dialogs bring the overlay kit, which the store page's first paint does without.
const RewardDialog = lazy(() => import('./RewardDialog'));
const CouponDialog = lazy(() => import('./CouponDialog'));
const PunchCardDialog = lazy(() => import('./PunchCardDialog'));

/**
 * The open loyalty dialog, if any, for the place that opened it: the store page's carousel and the
 * cart's promotions area can both be mounted, and only one of them may render the dialog.
 */
export function LoyaltyDialogs({ origin }: { readonly origin?: 'cart' }) {
  const intl = useIntl();
  const loading = intl.formatMessage(m.loadingDetails);
  const { dialog, rewards, coupons, punchCards } = useLoyalty();
  if (!dialog || dialog.origin !== origin) return null;
  const same = (id: string | number) => String(id) === dialog.id;
  const reward = dialog.kind === 'reward' ? rewards.find((r) => same(r.id)) : undefined;
  const coupon = dialog.kind === 'coupon' ? coupons.find((c) => same(c.id)) : undefined;
  const card = dialog.kind === 'punchCard' ? punchCards.find((c) => same(c.id)) : undefined;
  return (
    <Suspense
      fallback={<Spinner size="sm" aria-label={loading} position="fixed" top="50%" insetStart="50%" />}
    >
      {reward ? <RewardDialog reward={reward} /> : null}
      {coupon ? <CouponDialog coupon={coupon} /> : null}
      {card ? <PunchCardDialog card={card} /> : null}
    </Suspense>
  );
}
