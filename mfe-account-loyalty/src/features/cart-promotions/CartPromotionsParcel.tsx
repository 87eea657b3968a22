import { lazy, Suspense } from 'react';
import { CartPromotionsSkeleton } from './CartPromotionsSkeleton';

// The cart dialog mounts this parcel; its cards and rules load with it, never on the store page's first paint.
const CartPromotions = lazy(() => import('./CartPromotions'));

/** The `cartPromotions` parcel the host binds to the cart's `account:cart-promotions` slot. */
export function CartPromotionsParcel() {
  return (
    <Suspense fallback={<CartPromotionsSkeleton />}>
      <CartPromotions />
    </Suspense>
  );
}
