// WCAG 2.2 contrast for a group's brand colour (issue 10, point 10). A group picks any colour; the
// shades that text sits on or under are derived from it by lowering its lightness only, so the hue
// and saturation stay the brand's while every pairing reaches AA.

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and the edges of controls. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

type Rgb = readonly [number, number, number];
type Hsl = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function rgbToHsl([r, g, b]: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let hue: number;
  if (max === red) hue = (green - blue) / delta + (green < blue ? 6 : 0);
  else if (max === green) hue = (blue - red) / delta + 2;
  else hue = (red - green) / delta + 4;
  return [hue * 60, saturation, lightness];
}

function hslToRgb([hue, saturation, lightness]: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const section = hue / 60;
  const x = chroma * (1 - Math.abs((section % 2) - 1));
  const [r, g, b] =
    section < 1
      ? [chroma, x, 0]
      : section < 2
        ? [x, chroma, 0]
        : section < 3
          ? [0, chroma, x]
          : section < 4
            ? [0, x, chroma]
            : section < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** Relative luminance (WCAG 2.2). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The hue (degrees) of a colour, for tests that the brand's hue is kept. */
export function hueOf(hex: string): number {
  return rgbToHsl(parseHex(hex))[0];
}

/** `colour` mixed with white: `share` of the colour (0–1). */
export function tint(colour: string, share: number): string {
  return toHex(parseHex(colour).map((channel) => channel * share + 255 * (1 - share)) as unknown as Rgb);
}

/**
 * The lightest shade of `colour` (same hue and saturation, lower lightness) that reaches `ratio`
 * against `against`; the colour itself when it already does.
 */
export function darkenUntil(
  colour: string,
  against: string,
  ratio: number,
  /** What is measured: the shade itself, or how it shows (a hover's translucent fill). */
  shown: (shade: string) => string = (shade) => shade,
): string {
  const passes = (shade: string) => contrastRatio(shown(shade), against) >= ratio;
  if (passes(toHex(parseHex(colour)))) return toHex(parseHex(colour));
  const [hue, saturation, lightness] = rgbToHsl(parseHex(colour));
  let low = 0;
  let high = lightness;
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (passes(toHex(hslToRgb([hue, saturation, middle])))) low = middle;
    else high = middle;
  }
  // `low` passes (rounding to 8-bit channels can cost a hair, so step down until it holds).
  let shade = toHex(hslToRgb([hue, saturation, low]));
  for (let guard = low; !passes(shade) && guard > 0; guard -= 0.005) {
    shade = toHex(hslToRgb([hue, saturation, Math.max(0, guard)]));
  }
  return shade;
}

/** Chakra's solid controls fill with the solid colour at 90 % on hover (`colorPalette.solid/90`). */
export const SOLID_HOVER_SHARE = 0.9;

export interface BrandShades {
  /** Filled controls: white text on it reaches 4.5:1, also under the hover fill. */
  readonly solid: string;
  readonly contrast: string;
  /** Brand-coloured text and icons: 4.5:1 on the page and on every tint below. */
  readonly fg: string;
  /** Tints that text sits on (subtle and surface variants, hovers). */
  readonly subtle: string;
  readonly muted: string;
  readonly emphasized: string;
  /** Edges of controls: 3:1 against the page. */
  readonly border: string;
  /** The focus ring: 3:1 against the page and every brand tint a focused control may sit on. */
  readonly focusRing: string;
}

const WHITE = '#ffffff';
/** The page's grey panels (Chakra's bg.muted, gray.100): the darkest page surface under a ring. */
const PAGE_MUTED = '#f4f4f5';

/** Every shade the kit puts text on or under, derived from a (valid hex) brand colour. */
export function brandShades(primary: string): BrandShades {
  const subtle = tint(primary, 0.1);
  const muted = tint(primary, 0.2);
  const emphasized = tint(primary, 0.3);
  // White text must hold on the hovered fill too, the solid at 90 % over the page, with a little to
  // spare: browsers blend the fill in 8-bit steps while it transitions.
  const solid = darkenUntil(primary, WHITE, AA_TEXT + 0.1, (shade) => tint(shade, SOLID_HOVER_SHARE));
  // The darkest tint carries text too (hover of the subtle variant): fg is measured against it.
  const fg = darkenUntil(solid, emphasized, AA_TEXT);
  const border = darkenUntil(primary, WHITE, AA_NON_TEXT);
  // WCAG 2.2 1.4.11: a ring drawn over a tinted panel must still stand out; the darkest tint is the
  // hardest brand background (for a pale brand, the page's grey panels are); a ring that passes on
  // both passes on the lighter tints and on white.
  const focusRing = darkenUntil(darkenUntil(primary, emphasized, AA_NON_TEXT), PAGE_MUTED, AA_NON_TEXT);
  return { solid, contrast: WHITE, fg, subtle, muted, emphasized, border, focusRing };
}
