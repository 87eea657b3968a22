import { accessibleBrandShade, brandColourOrDefault, brandSystem, DEFAULT_PRIMARY_COLOR } from './system';

describe('design kit theme (spec 3 §9 primary colour, white-label per group)', () => {
  it('uses #1e9d84 unless the group brings a valid colour', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#1e9d84');
    expect(brandColourOrDefault(undefined)).toBe('#1e9d84');
    expect(brandColourOrDefault('#C0FFEE')).toBe('#C0FFEE');
    expect(brandColourOrDefault('red; background:url(x)')).toBe('#1e9d84');
  });

  it('builds one system per colour with the brand token set, and reuses it', () => {
    const maple = brandSystem();
    const slice = brandSystem('#d62828');
    expect(maple.token('colors.brand')).toBe('#1e9d84');
    expect(slice.token('colors.brand')).toBe('#d62828');
    expect(brandSystem('#d62828')).toBe(slice);
  });

  it('carries only the recipes the site uses', () => {
    const system = brandSystem();
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isRecipe('badge')).toBe(true);
    expect(system.isRecipe('kbd')).toBe(false);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });

  it('darkens a brand colour just enough to read on white and on its tints (5.6:1), and leaves dark ones alone', () => {
    const contrastWithWhite = (hex: string) => {
      const channel = (o: number) => {
        const v = Number.parseInt(hex.slice(o, o + 2), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 1.05 / (0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) + 0.05);
    };
    const shade = accessibleBrandShade('#1e9d84');
    expect(contrastWithWhite(shade)).toBeGreaterThanOrEqual(5.6);
    expect(contrastWithWhite(shade)).toBeLessThan(6.3);
    expect(accessibleBrandShade('#1a1a1a')).toBe('#1a1a1a');
    expect(contrastWithWhite(accessibleBrandShade('#FFF'))).toBeGreaterThanOrEqual(5.6);
    expect(JSON.stringify(brandSystem().getTokenCss())).toContain(`"--chakra-colors-brand-solid":"${shade}"`);
  });
});
