import { type Coupon, type Store, useChannel } from '@owa/shared';
import { useEffect, useState } from 'react';
import { externalLinkVisibility, giftcardAppUrl, reservationAppUrl } from '../../domain/external-links';
import { accountMessages } from '../../i18n/account-messages';
import { useAccountSelector } from '../../lib/hooks';
import { fetchStoreCoupons } from '../../lib/store-info';
import { selectProfile } from '../customer';

export interface ExternalLink {
  readonly key: string;
  readonly label: (typeof accountMessages)[keyof typeof accountMessages];
  readonly href: string;
}

/** The external app links the store's features allow (spec 1 §6), with spec 3 §7's URLs. */
export function useExternalLinks(store: Store | null): ExternalLink[] {
  const session = useChannel('shell:session');
  const profile = useAccountSelector(selectProfile);
  const loggedIn = !!session?.user;
  const [coupons, setCoupons] = useState<Coupon[]>([]);
  const storeId = store ? String(store.storeId) : null;
  useEffect(() => {
    setCoupons([]);
    if (storeId && loggedIn) void fetchStoreCoupons(storeId).then(setCoupons);
  }, [storeId, loggedIn]);
  if (!store || !storeId) return [];

  const visible = externalLinkVisibility(
    {
      features: store.features,
      webLineupEnabled: store.settings?.webLineupSettings?.webLineupEnabled,
      hideLineup: store.settings?.owaSettings?.hideLineup,
      webReservationEnabled: store.settings?.webReservationSettings?.webReservationEnabled,
    },
    coupons,
  );
  const user = loggedIn && profile ? { ...profile, authToken: session?.token ?? null } : null;
  const common = {
    appBase: window.location.origin,
    storeId,
    returnUrl: window.location.href,
    user,
    lang: session?.language,
  };
  const links: ExternalLink[] = [];
  if (visible.giftCards)
    links.push({
      key: 'giftcard',
      label: accountMessages.menuGiftCards,
      href: giftcardAppUrl({ ...common, feature: 'GiftCard' }),
    });
  if (visible.deposit)
    links.push({
      key: 'deposit',
      label: accountMessages.menuDeposit,
      href: giftcardAppUrl({ ...common, feature: 'Deposit' }),
    });
  if (visible.coupon && loggedIn)
    links.push({
      key: 'coupon',
      label: accountMessages.menuPurchase,
      href: giftcardAppUrl({ ...common, feature: 'Coupon' }),
    });
  if (visible.waitlist)
    links.push({
      key: 'lineup',
      label: accountMessages.menuWaitlist,
      href: reservationAppUrl({ ...common, app: 'lineup' }),
    });
  if (visible.reservation)
    links.push({
      key: 'reservation',
      label: accountMessages.menuReservation,
      href: reservationAppUrl({ ...common, app: 'reservation' }),
    });
  return links;
}
