import { imageSources, itemImageUrl } from './image-sources';

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

  it('reads images.MAIN first, then imageURL and imageUrl', () => {
    expect(itemImageUrl({ images: { MAIN: [{ url: '/a.svg' }] }, imageUrl: '/b.svg' })).toBe('/a.svg');
    expect(itemImageUrl({ imageURL: '/c.svg' })).toBe('/c.svg');
    expect(itemImageUrl({})).toBeNull();
  });
});
