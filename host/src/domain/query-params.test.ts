import { readShellQuery, withCarriedQuery } from './query-params';

describe('spec 1 §2.1 query parameters', () => {
  it('carries referrer, vc, dineInOnly and tid to the next route unless it sets them', () => {
    expect(withCarriedQuery('/owa/r/maple-harbour/1003', '?tid=7&vc=abc&orderType=PICKUP&x=1')).toBe(
      '/owa/r/maple-harbour/1003?vc=abc&tid=7',
    );
    expect(withCarriedQuery('/owa/r/a/1?tid=9#drinks', '?tid=7&referrer=42')).toBe(
      '/owa/r/a/1?tid=9&referrer=42#drinks',
    );
    expect(withCarriedQuery('/owa/', '')).toBe('/owa/');
  });
  it('reads kioskMode (1 or true) and PixelCode once and removes them', () => {
    expect(readShellQuery('?kioskMode=1&tid=7&PixelCode=abc')).toEqual({
      kioskMode: true,
      pixelCode: 'abc',
      cleanedSearch: '?tid=7',
    });
    expect(readShellQuery('?kioskMode=true').kioskMode).toBe(true);
    expect(readShellQuery('?kioskMode=0')).toEqual({ kioskMode: false, pixelCode: null, cleanedSearch: '' });
    expect(readShellQuery('?tid=7')).toEqual({ kioskMode: null, pixelCode: null, cleanedSearch: null });
  });
});
