import { itemImageUrl } from './image-sources';

describe('item pictures (spec 1 §3)', () => {
  it('reads images.MAIN first, then imageURL and imageUrl', () => {
    expect(itemImageUrl({ images: { MAIN: [{ url: '/a.svg' }] }, imageUrl: '/b.svg' })).toBe('/a.svg');
    expect(itemImageUrl({ imageURL: '/c.svg' })).toBe('/c.svg');
    expect(itemImageUrl({})).toBeNull();
  });
});
