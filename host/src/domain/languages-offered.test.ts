import { languagesOffered } from './languages-offered';

describe('spec 3 §4 the language control lists the store display languages among the nine', () => {
  it('lists the store display languages in its order, as persisted codes, once each', () => {
    expect(languagesOffered(['zhHans', 'en', 'zh', 'ar'])).toEqual(['zh', 'en', 'ar']);
  });
  it('skips what the site does not support, and offers all nine when none is left', () => {
    expect(languagesOffered(['de', 'zhTW'])).toEqual(['zh-TW']);
    expect(languagesOffered([])).toEqual(['en', 'zh', 'zh-TW', 'fr', 'es', 'ko', 'th', 'ar', 'vi']);
    expect(languagesOffered(['xx'])).toHaveLength(9);
  });
});
