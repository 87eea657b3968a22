import type { Store } from '@owa/shared/entities';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { shouldOpenMapsReview, shouldSubmitRating } from '../../../domain/payment-outcome';
import { OverlayScope } from '../../../lib/OverlayScope';
import { fetchStore, submitRating } from '../checkout-api';
import { type CheckoutState, successDismissed } from '../checkout-slice';
import { BonusDialog } from './BonusDialog';
import { SuccessDialog } from './SuccessDialog';
import { reviewUrl, withoutOrderQuery } from './success-details';

/** The success dialog, then the bonus dialog, for the order just placed (loaded on demand). */
export default function OrderSuccess() {
  const dispatch = useDispatch();
  const order = useSelector((state: { checkout: CheckoutState }) => state.checkout.completed);
  const [store, setStore] = useState<Store | null>(null);
  const [step, setStep] = useState<'success' | 'bonus'>('success');

  useEffect(() => {
    if (!order) return;
    setStep('success');
    let live = true;
    fetchStore(order.storeId)
      .then((loaded) => live && setStore(loaded))
      .catch(() => live && dispatch(successDismissed()));
    return () => {
      live = false;
    };
  }, [order, dispatch]);

  if (!order || !store) return null;
  const finish = () => dispatch(successDismissed());

  if (step === 'bonus' && order.orderBonus)
    return (
      <OverlayScope>
        <BonusDialog bonus={order.orderBonus} store={store} onClose={finish} />
      </OverlayScope>
    );
  return (
    <OverlayScope>
      <SuccessDialog
        order={order}
        store={store}
        onClose={(rating, comments) => {
          if (shouldSubmitRating(rating))
            void submitRating(order.orderId, rating, comments).catch(() => undefined);
          const threshold = store.settings?.webSurveySettings?.averageRatingToSendToGoogle ?? null;
          if (
            store.placeId &&
            shouldOpenMapsReview({ placeId: store.placeId, rating, averageRatingToSendToGoogle: threshold })
          )
            window.open(reviewUrl(store.placeId), '_blank', 'noopener');
          const cleaned = withoutOrderQuery(window.location.href);
          if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
          if (order.orderBonus) setStep('bonus');
          else finish();
        }}
      />
    </OverlayScope>
  );
}
