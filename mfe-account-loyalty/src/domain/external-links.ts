// External app links (spec 1 §6, spec 3 §7 "External app links"): which show, and their URLs.
import { externalAppLanguageParam } from '@owa/shared/domain';
import type { Coupon } from '@owa/shared/entities';

export interface ExternalLinkSettings {
  features?: {
    selfcareGiftcardSupported?: boolean | null;
    selfcareMembershipDepositSupported?: boolean | null;
    inStoreLineupSupported?: boolean | null;
    cpReservationSupported?: boolean | null;
    inStoreReservationSupported?: boolean | null;
  } | null;
  webLineupEnabled?: boolean | null;
  hideLineup?: boolean | null;
  webReservationEnabled?: boolean | null;
}

export interface ExternalLinkVisibility {
  giftCards: boolean;
  deposit: boolean;
  coupon: boolean;
  waitlist: boolean;
  reservation: boolean;
}

function hasPurchasable(coupons: readonly Pick<Coupon, 'charges' | 'uuid'>[]): boolean {
  return coupons.some((coupon) => (coupon.charges?.length ?? 0) > 0 && !coupon.uuid);
}

export function externalLinkVisibility(
  settings: ExternalLinkSettings,
  coupons: readonly Pick<Coupon, 'charges' | 'uuid'>[] = [],
): ExternalLinkVisibility {
  const features = settings.features ?? {};
  return {
    giftCards: !!features.selfcareGiftcardSupported,
    deposit: !!features.selfcareMembershipDepositSupported,
    coupon: hasPurchasable(coupons),
    waitlist: !!settings.webLineupEnabled && !settings.hideLineup && !!features.inStoreLineupSupported,
    reservation:
      !!settings.webReservationEnabled &&
      !!features.cpReservationSupported &&
      !!features.inStoreReservationSupported,
  };
}

export interface ExternalUser {
  firstName?: string | null;
  lastName?: string | null;
  telephone?: string | null;
  email?: string | null;
  authToken?: string | null;
}

function personal(
  params: URLSearchParams,
  user: ExternalUser | null | undefined,
  lang: string | undefined,
  withEmail: boolean,
) {
  // Personal details go to the external apps only for a logged-in user.
  if (!user) return;
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  if (name) params.set('name', name);
  if (user.telephone) params.set('telephone', user.telephone);
  if (withEmail && user.email) params.set('email', user.email);
  if (user.authToken) params.set('authorizationId', user.authToken);
  const sent = externalAppLanguageParam(lang);
  if (sent) params.set('lang', sent);
}

export type GiftcardFeature = 'GiftCard' | 'Deposit' | 'Coupon';

/**
 * /giftcard/{storeId}?feature=...&returnUrl=... plus, when logged in, name, telephone, email,
 * authorizationId and lang.
 */
export function giftcardAppUrl(input: {
  appBase: string;
  storeId: string | number;
  feature: GiftcardFeature;
  returnUrl: string;
  user?: ExternalUser | null;
  lang?: string | null;
}): string {
  const params = new URLSearchParams({ feature: input.feature, returnUrl: input.returnUrl });
  personal(params, input.user, input.lang ?? undefined, true);
  const store = encodeURIComponent(String(input.storeId));
  return `${trimSlash(input.appBase)}/giftcard/${store}?${params.toString()}`;
}

/** /{reservation|lineup}/?storeId=...&returnUrl=... (lineup adds force=true and noSms=true). */
export function reservationAppUrl(input: {
  appBase: string;
  app: 'reservation' | 'lineup';
  storeId: string | number;
  returnUrl: string;
  user?: ExternalUser | null;
  lang?: string | null;
}): string {
  const params = new URLSearchParams({ storeId: String(input.storeId), returnUrl: input.returnUrl });
  if (input.app === 'lineup') {
    params.set('force', 'true');
    params.set('noSms', 'true');
  }
  personal(params, input.user, input.lang ?? undefined, false);
  return `${trimSlash(input.appBase)}/${input.app}/?${params.toString()}`;
}

function trimSlash(base: string): string {
  return base.endsWith('/') ? base.slice(0, -1) : base;
}
