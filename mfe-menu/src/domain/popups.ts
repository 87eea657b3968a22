import type { Store } from '@owa/shared';

/**
 * 'news-corner' is the news on a plain first visit: a small card in a corner that does not block the
 * page (a diner who came straight to the menu is not stopped); forced news is a real dialog.
 */
export type StorePopup = 'referral' | 'news' | 'news-corner';

export interface PopupInput {
  readonly store: Pick<Store, 'settings'>;
  /** The `referrer` query parameter. */
  readonly referrer: string | null;
  /** No earlier visit of this store page was recorded in this browser. */
  readonly firstVisit: boolean;
  /** The `forcePopup` / `forcePopupReferral` browser flags (set by menu selection, spec 1 §2.2). */
  readonly forcePopup: boolean;
  readonly forceReferral: boolean;
}

/** The store news picture (its first image). */
export function newsImage(store: Pick<Store, 'settings'>): string | null {
  return store.settings?.owaSettings?.owaStoreNews?.news?.find((entry) => entry.imgUrl)?.imgUrl ?? null;
}

export function referralImage(store: Pick<Store, 'settings'>): string | null {
  const rewards = store.settings?.rewardsSettings;
  if (rewards?.supportsReferralBonus !== true) return null;
  return rewards.referralSettings?.referralBannerImageUrl ?? null;
}

/**
 * Pop-ups of the store page, in the order shown (spec 1 §2.5, spec 3 §4 Referral): the referral
 * banner when a referrer came along, the store supports the bonus and has a banner image; the news
 * picture on a first visit or when forced.
 */
export function popupsToShow(input: PopupInput): StorePopup[] {
  const shown: StorePopup[] = [];
  if ((input.referrer || input.forceReferral) && referralImage(input.store)) shown.push('referral');
  if (newsImage(input.store)) {
    if (input.forcePopup) shown.push('news');
    else if (input.firstVisit) shown.push('news-corner');
  }
  return shown;
}

/**
 * The visit itself asked for a pop-up (a referral link, a store picked in menu selection): it shows
 * once the page has painted, where a plain visit's news waits for the page to be interactive.
 */
export function visitAskedForPopup(
  input: Pick<PopupInput, 'referrer' | 'forcePopup' | 'forceReferral'>,
): boolean {
  return Boolean(input.referrer) || input.forcePopup || input.forceReferral;
}
