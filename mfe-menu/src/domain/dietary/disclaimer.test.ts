import type { Store } from '@owa/shared';
import { allergenDisclaimer } from './disclaimer';

const store = (translations: { lang: string; value: string }[]): Pick<Store, 'settings'> => ({
  settings: { owaSettings: { allergenDisclaimer: { translations } } },
});

describe('issue 22 the store allergen disclaimer', () => {
  const both = store([
    { lang: 'en', value: 'Our kitchen handles nuts.' },
    { lang: 'ar', value: 'يتعامل مطبخنا مع المكسرات.' },
  ]);

  it("is given in the diner's language, else English", () => {
    expect(allergenDisclaimer(both, 'ar')).toBe('يتعامل مطبخنا مع المكسرات.');
    expect(allergenDisclaimer(both, 'fr')).toBe('Our kitchen handles nuts.');
  });

  it('falls back to the first text, and to none (the menu then uses its own words)', () => {
    expect(allergenDisclaimer(store([{ lang: 'fr', value: 'Noix.' }]), 'ko')).toBe('Noix.');
    expect(allergenDisclaimer(store([{ lang: 'en', value: '  ' }]), 'en')).toBeNull();
    expect(allergenDisclaimer(null, 'en')).toBeNull();
  });
});
