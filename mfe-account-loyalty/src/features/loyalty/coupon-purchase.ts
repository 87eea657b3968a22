import { bus } from '@owa/shared';
import { giftcardAppUrl } from '../../domain/external-links';
import type { CustomerProfile } from '../customer';

/**
 * Spec 3 §4: a purchasable coupon is bought in the gift-card/coupon app (feature Coupon), with the
 * customer's details since only a logged-in customer gets here. The app is served beside the site.
 */
export function couponPurchaseUrl(storeId: string, profile: CustomerProfile | null): string {
  const session = bus.current('shell:session');
  return giftcardAppUrl({
    appBase: window.location.origin,
    storeId,
    feature: 'Coupon',
    returnUrl: window.location.href,
    user: profile ? { ...profile, authToken: session?.token ?? null } : null,
    lang: session?.language ?? null,
  });
}
