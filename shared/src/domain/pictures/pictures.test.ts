import { apiUrlAgainst, bannerPictures, imageSources, storeBannerSources } from './pictures';

describe('pictures in several sizes (issue 7 point 3)', () => {
  it('offers the WebP renditions of the API pictures through srcset', () => {
    expect(imageSources('/api/v1/images/items/fries.svg')).toEqual({
      src: '/api/v1/images/items/fries-320.webp',
      srcSet:
        '/api/v1/images/items/fries-160.webp 160w, /api/v1/images/items/fries-320.webp 320w, /api/v1/images/items/fries-640.webp 640w',
    });
  });

  it('offers banner widths', () => {
    expect(imageSources('/api/v1/images/stores/1001-main.svg', 'banner').srcSet).toBe(
      '/api/v1/images/stores/1001-main-480.webp 480w, /api/v1/images/stores/1001-main-960.webp 960w, /api/v1/images/stores/1001-main-1600.webp 1600w',
    );
    expect(imageSources('/api/v1/images/stores/1001-desktop.svg', 'banner').srcSet).toContain('1600w');
  });

  it('uses any other picture as given', () => {
    expect(imageSources('https://cdn.example.com/a.jpg')).toEqual({
      src: 'https://cdn.example.com/a.jpg',
    });
    expect(imageSources('/api/v1/images/brand/maple-logo.svg')).toEqual({
      src: '/api/v1/images/brand/maple-logo.svg',
    });
  });
});

describe('the store banner (spec 1 §2.4)', () => {
  it('picks the mobile picture, else desktop, else main, else the default', () => {
    expect(bannerPictures({ images: { MAIN: [{ url: '/m' }], DESKTOP_MAIN: [{ url: '/d' }] } })).toEqual({
      mobile: '/m',
      desktop: '/d',
    });
    expect(bannerPictures({ images: { DESKTOP_MAIN: [{ url: '/d' }] } })).toEqual({
      mobile: '/d',
      desktop: '/d',
    });
    expect(bannerPictures({ images: { MAIN: [{ url: '/m' }] } })).toEqual({ mobile: '/m', desktop: '/m' });
    expect(bannerPictures({})).toEqual({ mobile: null, desktop: null });
  });

  it('gives the sources of each screen, the default banner when the store has none', () => {
    const api = (path: string) => `/api/v1${path}`;
    const sources = storeBannerSources(
      { images: { MAIN: [{ url: '/images/stores/1001-main.svg' }], DESKTOP_MAIN: null } },
      api,
    );
    expect(sources.mobile.src).toBe('/api/v1/images/stores/1001-main-960.webp');
    expect(sources.desktop.srcSet).toContain('/api/v1/images/stores/1001-main-480.webp 480w');
    expect(storeBannerSources({}, api).mobile.src).toBe('/api/v1/images/stores/default-banner-960.webp');
  });
});

describe('API-relative urls (spec 1 §7 image url fields)', () => {
  it('joins a path to the base with one slash, whichever side has it', () => {
    expect(apiUrlAgainst('/api/v1/', '/images/items/fries.svg')).toBe('/api/v1/images/items/fries.svg');
    expect(apiUrlAgainst('http://api.test/api/v1', 'images/items/fries.svg')).toBe(
      'http://api.test/api/v1/images/items/fries.svg',
    );
  });

  it('keeps full, protocol-relative and data urls as given', () => {
    for (const url of ['https://cdn.test/a.png', '//cdn.test/a.png', 'data:image/png;base64,AA==']) {
      expect(apiUrlAgainst('/api/v1', url)).toBe(url);
    }
  });
});
