import fc from 'fast-check';
import {
  acceptLanguageValue,
  automaticLanguage,
  displayLanguage,
  externalAppLanguageParam,
  isRightToLeft,
  normalizeLanguageCode,
  SUPPORTED_LANGUAGES,
  storeDisplayLanguages,
  textDirection,
} from './language.js';

describe('spec 3 §4 Languages: the nine supported codes and the zhHans/zhTW mapping', () => {
  it('supports en, zh, zh-TW, fr, es, ko, th, ar, vi', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(['en', 'zh', 'zh-TW', 'fr', 'es', 'ko', 'th', 'ar', 'vi']);
  });
  it('maps zhHans to zh and zhTW to zh-TW, and other Chinese tags by script', () => {
    expect(normalizeLanguageCode('zhHans')).toBe('zh');
    expect(normalizeLanguageCode('zhTW')).toBe('zh-TW');
    expect(normalizeLanguageCode('zh-Hans')).toBe('zh');
    expect(normalizeLanguageCode('zh-CN')).toBe('zh');
    expect(normalizeLanguageCode('zh-Hant')).toBe('zh-TW');
    expect(normalizeLanguageCode('zh-HK')).toBe('zh-TW');
    expect(normalizeLanguageCode('zh')).toBe('zh');
  });
  it('reduces regional tags to the language and refuses unsupported ones', () => {
    expect(normalizeLanguageCode('fr-CA')).toBe('fr');
    expect(normalizeLanguageCode('EN_us')).toBe('en');
    expect(normalizeLanguageCode('de')).toBeNull();
    expect(normalizeLanguageCode('')).toBeNull();
    expect(normalizeLanguageCode(null)).toBeNull();
  });
  it('persisted codes are fixed points of the mapping (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPORTED_LANGUAGES), (code) => {
        expect(normalizeLanguageCode(code)).toBe(code);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeLanguageCode(text);
        expect(once === null || normalizeLanguageCode(once) === once).toBe(true);
      }),
    );
  });
});

describe('spec 3 §4 display language resolution', () => {
  const storeLanguages = [{ code: 'en' }, { code: 'fr', selected: true }];
  it('prefers the manual selection', () => {
    expect(displayLanguage({ stored: 'ko', displayLanguages: ['zh'], storeLanguages })).toBe('ko');
  });
  it('then the first store display language', () => {
    expect(displayLanguage({ stored: null, displayLanguages: ['zhHans', 'en'], storeLanguages })).toBe('zh');
  });
  it('then the selected store language, then English', () => {
    expect(displayLanguage({ displayLanguages: [], storeLanguages })).toBe('fr');
    expect(displayLanguage({ storeLanguages: [{ code: 'fr' }] })).toBe('en');
    expect(displayLanguage({})).toBe('en');
  });
  it('skips languages the site does not support', () => {
    expect(displayLanguage({ stored: 'de', displayLanguages: ['xx', 'vi'] })).toBe('vi');
  });
  it('reads display languages from order settings, else OWA settings', () => {
    expect(
      storeDisplayLanguages({
        settings: { orderSettings: { displayLanguages: ['fr'] }, owaSettings: { displayLanguages: ['ko'] } },
      }),
    ).toEqual(['fr']);
    expect(storeDisplayLanguages({ settings: { owaSettings: { displayLanguages: ['ko'] } } })).toEqual([
      'ko',
    ]);
    expect(storeDisplayLanguages({})).toEqual([]);
  });
  it('always resolves to a supported language (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (stored, list) => {
        expect(SUPPORTED_LANGUAGES).toContain(displayLanguage({ stored, displayLanguages: list }));
      }),
    );
  });
});

describe('spec 3 §4 automatic language from the browser (en, fr, es, ko or zhHans)', () => {
  it('takes the first browser language in the automatic set', () => {
    expect(automaticLanguage(['fr-CA', 'en-US'])).toBe('fr');
    expect(automaticLanguage(['zh-CN'])).toBe('zh');
    expect(automaticLanguage(['ko-KR'])).toBe('ko');
    expect(automaticLanguage(['es-MX'])).toBe('es');
  });
  it('skips languages outside the set, traditional Chinese included, and falls back to English', () => {
    expect(automaticLanguage(['de-DE', 'es'])).toBe('es');
    expect(automaticLanguage(['zh-TW', 'ko'])).toBe('ko');
    expect(automaticLanguage(['vi', 'th', 'ar'])).toBe('en');
    expect(automaticLanguage([])).toBe('en');
  });
});

describe('spec 1 §9 right-to-left for Arabic', () => {
  it('is rtl only for ar', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(textDirection('ar-SA')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('zh-TW')).toBe('ltr');
  });
});

describe('spec 1 §7 Accept-Language and the external-app language parameter', () => {
  it('sends the current language as its persisted code', () => {
    expect(acceptLanguageValue('zhHans')).toBe('zh');
    expect(acceptLanguageValue('zh-TW')).toBe('zh-TW');
    expect(acceptLanguageValue(null)).toBe('en');
  });
  it('sends zhHans as zh to the external apps and omits French', () => {
    expect(externalAppLanguageParam('zhHans')).toBe('zh');
    expect(externalAppLanguageParam('fr')).toBeUndefined();
    expect(externalAppLanguageParam('fr-CA')).toBeUndefined();
    expect(externalAppLanguageParam('en')).toBe('en');
    expect(externalAppLanguageParam('zhTW')).toBe('zh-TW');
    expect(externalAppLanguageParam('de')).toBeUndefined();
  });
});
