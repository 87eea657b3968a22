import { AA_NON_TEXT, contrastRatio } from './contrast';
import { brandSystem, loadBrandShades } from './system';

type System = ReturnType<typeof brandSystem>;

/** A colour token's light value as a hex colour, following `{colors.x}` references. */
function hexOf(system: System, name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no token colors.${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = String(conditions?._light ?? conditions?.base ?? token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference?.[1]) return hexOf(system, reference[1]);
  if (value === 'white') return '#ffffff';
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`colors.${name} is ${value}`);
  return value;
}

const WHITE = '#ffffff';
// Surfaces a focused control sits on: the page and its grey panels (Chakra's bg.subtle, bg.muted).
const PAGE = ['#ffffff', 'gray.50', 'gray.100'];
// Palettes whose rings the site draws: gray is every control's default (html's colorPalette).
const PALETTES = ['gray', 'brand', 'red'];

/** Every ring of a brand's system measured on every surface it appears on, below 3:1 listed. */
function weakRings(system: System): string[] {
  const pairs: Array<[string, string]> = [];
  for (const palette of PALETTES) {
    for (const surface of PAGE) pairs.push([`${palette}.focusRing`, surface]);
  }
  // Brand-coloured panels (selected options, subtle buttons) carry focusable controls too.
  for (const tint of ['subtle', 'muted', 'emphasized']) pairs.push(['brand.focusRing', `brand.${tint}`]);
  const hex = (name: string) => (name.startsWith('#') ? name : hexOf(system, name));
  return pairs
    .map(([ring, surface]) => ({ ring, surface, ratio: contrastRatio(hex(ring), hex(surface)) }))
    .filter(({ ratio }) => ratio < AA_NON_TEXT)
    .map(({ ring, surface, ratio }) => `${ring} on ${surface}: ${ratio.toFixed(2)}:1`);
}

describe('focus rings reach 3:1 (WCAG 2.2 1.4.11)', () => {
  it('the default grey ring (every control without a palette) stands out on white', () => {
    const ring = hexOf(brandSystem(), 'gray.focusRing');
    // Chakra's gray.400 gave 2.56:1.
    expect(contrastRatio(ring, WHITE)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it.each(['#1e9d84', '#d62828', '#ffcc00', '#f0f0f0', '#1b4965', '#00ff00'])(
    'every ring of the %s brand stands out on the page and on the brand tints',
    async (primary) => {
      await loadBrandShades();
      expect(weakRings(brandSystem(primary))).toEqual([]);
    },
  );
});
