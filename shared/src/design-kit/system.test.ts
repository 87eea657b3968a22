import { brandShades } from './contrast';
import {
  addLateRecipes,
  brandColourOrDefault,
  brandSystem,
  brandSystemSteps,
  DEFAULT_BRAND_SHADES,
  DEFAULT_PRIMARY_COLOR,
  loadBrandShades,
  PAGE_FONT,
  prepareBrandSystem,
  rootedGlobalCss,
} from './system';

describe('design kit theme (spec 3 §9 primary colour, white-label per group)', () => {
  it('uses #1e9d84 unless the group brings a valid colour', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#1e9d84');
    expect(brandColourOrDefault(undefined)).toBe('#1e9d84');
    expect(brandColourOrDefault('#C0FFEE')).toBe('#C0FFEE');
    expect(brandColourOrDefault('red; background:url(x)')).toBe('#1e9d84');
  });

  it('keeps the precomputed default shades equal to the derivation', () => {
    expect(DEFAULT_BRAND_SHADES).toEqual(brandShades(DEFAULT_PRIMARY_COLOR));
  });

  it('draws a group colour with the default brand until its shades are derived', async () => {
    expect(brandSystem('#123abc').token('colors.brand')).toBe('#1e9d84');
    await loadBrandShades();
    expect(brandSystem('#123abc').token('colors.brand')).toBe('#123abc');
  });

  it("sets the text in the platform's own UI font, not a face the site never loads", () => {
    expect(PAGE_FONT).toMatch(/^system-ui,/);
    expect(PAGE_FONT).not.toMatch(/Inter/);
    expect(brandSystem().token('fonts.body')).toBe(PAGE_FONT);
    expect(brandSystem().token('fonts.heading')).toBe(PAGE_FONT);
  });

  it('builds one system per colour with the brand token set, and reuses it', async () => {
    await loadBrandShades();
    const maple = brandSystem();
    const slice = brandSystem('#d62828');
    expect(maple.token('colors.brand')).toBe('#1e9d84');
    expect(slice.token('colors.brand')).toBe('#d62828');
    expect(brandSystem('#d62828')).toBe(slice);
  });

  it('builds a system prepared ahead with the recipes added since', async () => {
    await loadBrandShades();
    prepareBrandSystem('#2a9d8f');
    addLateRecipes({ recipes: { lateForTest: { base: { fontFamily: 'mono' } } } });
    const system = brandSystem('#2a9d8f');
    expect(system.token('colors.brand')).toBe('#2a9d8f');
    expect(system.isRecipe('lateForTest')).toBe(true);
    expect(system.isRecipe('button')).toBe(true);
  });

  it('builds a brand system in steps, with a pause before the rest of its build', async () => {
    await loadBrandShades();
    const steps = brandSystemSteps('#5a189a');
    let pauses = 0;
    while (!steps.next().done) pauses += 1;
    // Under jest Chakra merges and builds its token dictionary with the system (no steps of its own).
    expect(pauses).toBe(1);
    expect(brandSystem('#5a189a').token('colors.brand')).toBe('#5a189a');
  });

  it("sets Chakra's per-element custom properties once, on the root, where every element inherits them", () => {
    const rooted = rootedGlobalCss({
      '*': { fontFeatureSettings: '"cv11"', '--ring-color': 'red', '--global-color-border': 'colors.border' },
      html: { color: 'fg' },
      '*::selection': { bg: 'blue' },
    });
    expect(rooted).toEqual({
      '*': { fontFeatureSettings: '"cv11"' },
      html: { '--ring-color': 'red', '--global-color-border': 'colors.border', color: 'fg' },
      '*::selection': { bg: 'blue' },
    });
    const css = JSON.stringify(brandSystem().getGlobalCss());
    const universal = css.match(/"&\*":\{[^}]*\}/)?.[0] ?? '';
    expect(universal).toContain('cv11');
    expect(universal).not.toContain('--');
    expect(css).toMatch(/"&html":\{[^}]*"--ring-color"/);
    expect(css).toMatch(/"&html":\{[^}]*"--global-color-border":"var\(--chakra-colors-border\)"/);
  });

  it('gives each semantic token its light value only: the site has no dark mode', () => {
    const system = brandSystem();
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('--chakra-colors-bg-subtle');
    expect(css).not.toContain('.dark');
  });

  it('carries only the recipes the site uses', () => {
    const system = brandSystem();
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isRecipe('badge')).toBe(true);
    expect(system.isRecipe('kbd')).toBe(false);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
