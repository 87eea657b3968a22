import { referralLink } from './referral';
import { storeReferralText } from './referral-texts';

const title = {
  translations: [
    { lang: 'en', value: 'Give 1,000 points' },
    { lang: 'fr', value: 'Offrez 1 000 points' },
    { lang: 'zh', value: '  ' },
  ],
};

describe('storeReferralText (spec 3 §4: the store first, the default otherwise)', () => {
  it('takes the store text in the diner’s language', () => {
    expect(storeReferralText(title, 'fr')).toBe('Offrez 1 000 points');
    expect(storeReferralText(title, 'en')).toBe('Give 1,000 points');
  });
  it('falls back (undefined) for an untranslated or blank language, or no settings', () => {
    expect(storeReferralText(title, 'ko')).toBeUndefined();
    expect(storeReferralText(title, 'zh')).toBeUndefined();
    expect(storeReferralText(null, 'en')).toBeUndefined();
  });
});

describe('referralLink', () => {
  it('is origin + /owa/g/-/{groupId}?referrer={customerId}, only for a customer', () => {
    expect(referralLink('https://order.example/', 'G1001', 'C42')).toBe(
      'https://order.example/owa/g/-/G1001?referrer=C42',
    );
    expect(referralLink('https://order.example', 'G1001', null)).toBeUndefined();
  });
});
