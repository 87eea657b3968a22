import { popupsToShow, visitAskedForPopup } from './popups';

const store = {
  settings: {
    owaSettings: { owaStoreNews: { news: [{ imgUrl: '/images/stores/1001-news.svg' }] } },
    rewardsSettings: {
      supportsReferralBonus: true,
      referralSettings: { referralBannerImageUrl: '/images/stores/1001-referral.svg' },
    },
  },
};
const base = { store, referrer: null, firstVisit: false, forcePopup: false, forceReferral: false };

describe('spec 1 §2.5 store pop-ups', () => {
  it('shows the news picture on a first visit (in a corner) or when forced (a dialog), never otherwise', () => {
    expect(popupsToShow({ ...base, firstVisit: true })).toEqual(['news-corner']);
    expect(popupsToShow({ ...base, firstVisit: true, forcePopup: true })).toEqual(['news']);
    expect(popupsToShow({ ...base, forcePopup: true })).toEqual(['news']);
    expect(popupsToShow(base)).toEqual([]);
  });

  it('shows the referral banner for a referrer visit, before the news', () => {
    expect(popupsToShow({ ...base, referrer: '42', forcePopup: true })).toEqual(['referral', 'news']);
  });

  it('needs the store to support the referral bonus and to have a banner image', () => {
    const off = { settings: { ...store.settings, rewardsSettings: { supportsReferralBonus: false } } };
    expect(popupsToShow({ ...base, store: off, referrer: '42' })).toEqual([]);
    expect(popupsToShow({ ...base, store: {}, referrer: '42', firstVisit: true })).toEqual([]);
  });

  it('a referral link or a forced pop-up is asked for by the visit; a plain first visit is not', () => {
    expect(visitAskedForPopup({ referrer: '42', forcePopup: false, forceReferral: false })).toBe(true);
    expect(visitAskedForPopup({ referrer: null, forcePopup: true, forceReferral: false })).toBe(true);
    expect(visitAskedForPopup({ referrer: null, forcePopup: false, forceReferral: true })).toBe(true);
    expect(visitAskedForPopup({ referrer: '', forcePopup: false, forceReferral: false })).toBe(false);
  });
});
