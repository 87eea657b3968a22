import { createSystem, defineConfig, type GlobalStyleObject, type SystemConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type { BrandShades } from './contrast';

/** spec 3 §9: the theme's primary colour unless a group brings its own. */
export const DEFAULT_PRIMARY_COLOR = '#1e9d84';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/**
 * The default colour's shades, derived once by contrast.ts (a test keeps them equal), so the first
 * paint needs no colour maths: the derivation loads only for a group with a colour of its own.
 */
export const DEFAULT_BRAND_SHADES: BrandShades = {
  solid: '#167462',
  contrast: '#ffffff',
  fg: '#156c5c',
  subtle: '#e9f5f3',
  muted: '#d2ebe6',
  emphasized: '#bce2da',
  border: '#1e9d84',
  focusRing: '#1b8b75',
};

let deriveShades: ((primary: string) => BrandShades) | null = null;

/** Loads the derivation of a brand colour's accessible shades (contrast.ts). */
export async function loadBrandShades(): Promise<void> {
  const { brandShades } = await import(/* webpackChunkName: "brand-contrast" */ './contrast');
  deriveShades = brandShades;
}

/** The shades of a colour, or null while the derivation for a non-default colour is loading. */
export function shadesFor(colour: string): BrandShades | null {
  if (colour.toLowerCase() === DEFAULT_PRIMARY_COLOR) return DEFAULT_BRAND_SHADES;
  return deriveShades ? deriveShades(colour) : null;
}

/** A group's colour comes from the API; anything that is not a hex colour falls back to the default. */
export function brandColourOrDefault(candidate: string | null | undefined): string {
  return candidate && HEX_COLOUR.test(candidate) ? candidate : DEFAULT_PRIMARY_COLOR;
}

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * The platform's own UI font, as the page's static shell has it (host/src/index.html), so the text
 * keeps one face as the app takes over. Chakra's default stack starts with Inter, which the site
 * never loads, then names a phone does not have: the browser looked for each before it found a face
 * (font lookups were a third to half of the load's layout time in a trace, most of them the
 * language select's: docs/performance.md), and on a desktop with Inter installed the app alone
 * would have shown it.
 */
export const PAGE_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Each token of the tree keeps its light value: `value: { _light, _dark }` becomes `value: _light`. */
function keepLightValues(tree: Record<string, unknown>): void {
  for (const token of Object.values(tree)) {
    if (!isRecord(token)) continue;
    if (isRecord(token.value) && '_light' in token.value) token.value = token.value._light;
    else keepLightValues(token);
  }
}

let lightSemanticTokens: typeof semanticTokens | null = null;

/**
 * Chakra's semantic tokens with their light values only. The site has no dark mode (nothing sets
 * Chakra's `dark` class), yet every semantic token carried a light and a dark value: Chakra worked
 * out both as conditions each time it built a system (at start-up, in the shell's longest task:
 * 41.5 → 34 ms, medians of 12 store-page loads) and the page's CSS carried a `.dark` block of 7 KB
 * that nothing used. A dark mode would bring its own values back here.
 */
function semanticTokensInLight(): typeof semanticTokens {
  if (!lightSemanticTokens) {
    // A copy to change: the theme is strings in plain objects (structuredClone is newer than some
    // of the phones the site serves, and jsdom lacks it).
    const copy: typeof semanticTokens = JSON.parse(JSON.stringify(semanticTokens));
    keepLightValues(copy);
    lightSemanticTokens = copy;
  }
  return lightSemanticTokens;
}

/** Recipes added after start-up: the overlays entry brings those of its own components. */
export interface LateRecipes {
  readonly recipes?: NonNullable<Theme['recipes']>;
  readonly slotRecipes?: NonNullable<Theme['slotRecipes']>;
}
const late: { recipes: NonNullable<Theme['recipes']>; slotRecipes: NonNullable<Theme['slotRecipes']> } = {
  recipes: {},
  slotRecipes: {},
};

/**
 * Chakra's global styles with the defaults it gives every element (`*`) as custom properties (26:
 * its ring and filter utilities', the global fonts and border colour) set once on the root, where
 * every element inherits them. On `*` each element's style took 26 declarations of its own: ~28 %
 * of a whole-page restyle of the store page (637 elements, 32.5 → 23.5 ms at 1x: docs/performance.md).
 * Chakra resets them per element so that one set by an ancestor (a `ring` or `blur` prop) stops
 * there; the site sets none of them.
 */
export function rootedGlobalCss(global: GlobalStyleObject): GlobalStyleObject {
  const every = global['*'] ?? {};
  const isVariable = ([key]: [string, unknown]) => key.startsWith('--');
  const variables = Object.fromEntries(Object.entries(every).filter(isVariable));
  const own = Object.fromEntries(Object.entries(every).filter((entry) => !isVariable(entry)));
  const rooted: GlobalStyleObject = {};
  for (const [selector, style] of Object.entries(global)) {
    rooted[selector] = selector === '*' ? own : selector === 'html' ? { ...variables, ...style } : style;
  }
  rooted.html ??= variables;
  return rooted;
}

/**
 * Only the recipes of the first-paint kit (index.ts): the default theme carries ~80 recipes and is
 * most of Chakra's weight (see STACK-NOTES.md). Add a recipe here when a first-paint component is
 * adopted; an overlay component's recipe goes to overlay-recipes.ts, which the overlays entry adds
 * when it loads (`addLateRecipes`), so its ~12 KB gzip stays off the first paint.
 */
function brandConfig(primary: string, shades: BrandShades) {
  const semantic = semanticTokensInLight();
  // The shades text sits on or under reach WCAG AA whatever colour the group chose (contrast.ts).
  return defineConfig({
    // Chakra's reset: border styles, box sizing, margins; components assume it.
    preflight: true,
    cssVarsRoot,
    cssVarsPrefix,
    globalCss: rootedGlobalCss(globalCss),
    theme: {
      breakpoints,
      keyframes,
      textStyles,
      layerStyles,
      animationStyles,
      tokens: {
        ...tokens,
        fonts: {
          ...tokens.fonts,
          heading: { value: PAGE_FONT },
          body: { value: PAGE_FONT },
        },
        colors: {
          ...tokens.colors,
          brand: { value: primary },
        },
      },
      semanticTokens: {
        ...semantic,
        colors: {
          ...semantic.colors,
          // Every control without a palette rings in gray (html's colorPalette): Chakra's gray.400
          // gives 2.56:1 on white, under WCAG 2.2 1.4.11's 3:1; gray.500 gives 4.83:1.
          gray: {
            ...semantic.colors?.gray,
            focusRing: { value: '{colors.gray.500}' },
          },
          brand: {
            solid: { value: shades.solid },
            contrast: { value: shades.contrast },
            fg: { value: shades.fg },
            muted: { value: shades.muted },
            subtle: { value: shades.subtle },
            emphasized: { value: shades.emphasized },
            focusRing: { value: shades.focusRing },
            border: { value: shades.border },
          },
        },
      },
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        ...late.recipes,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        ...late.slotRecipes,
      },
    },
  });
}

const systems = new Map<string, ReturnType<typeof createSystem>>();
/** The brand config of each colour whose system is not built yet: one object, so that the
 * system takes what was built ahead for it (its merged config and token dictionary). */
const brandConfigs = new Map<string, SystemConfig>();

/**
 * Adds recipes to every brand system, built or to come. Chakra reads a system's recipes when a
 * component first renders with them, so recipes added before their components render are used.
 */
export function addLateRecipes({ recipes = {}, slotRecipes = {} }: LateRecipes): void {
  Object.assign(late.recipes, recipes);
  Object.assign(late.slotRecipes, slotRecipes);
  // A config made ahead of its build would miss them.
  brandConfigs.clear();
  for (const system of systems.values()) {
    const theme = system._config.theme;
    if (!theme) continue;
    theme.recipes = { ...theme.recipes, ...recipes };
    theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
  }
}

/** The colour a brand system is built for: the wanted one once its shades are known. */
function builtColour(primary: string): { colour: string; shades: BrandShades } {
  const wanted = brandColourOrDefault(primary);
  const shades = shadesFor(wanted);
  return shades
    ? { colour: wanted, shades }
    : { colour: DEFAULT_PRIMARY_COLOR, shades: DEFAULT_BRAND_SHADES };
}

function brandConfigFor(colour: string, shades: BrandShades): SystemConfig {
  let config = brandConfigs.get(colour);
  if (!config) {
    config = brandConfig(colour, shades);
    brandConfigs.set(colour, config);
  }
  return config;
}

/**
 * Makes the brand's config ahead of `brandSystem`.
 * @deprecated Contract 1.x keeps it; `brandSystemSteps` merges the configs in a step of its own.
 */
export function prepareBrandSystem(primary: string = DEFAULT_PRIMARY_COLOR): void {
  const { colour, shades } = builtColour(primary);
  if (!systems.has(colour)) brandConfigFor(colour, shades);
}

/**
 * Chakra's createSystem as the browser builds leave it (tools/build-preset/tokens-ahead-loader.cjs
 * and token-steps-loader.cjs): it builds a config's token dictionary ahead, a pause between steps.
 */
interface BuildsTokensInSteps {
  buildTokensInSteps(...configs: SystemConfig[]): Iterator<unknown>;
}

function buildsTokensInSteps(build: object): build is BuildsTokensInSteps {
  return 'buildTokensInSteps' in build && typeof build.buildTokensInSteps === 'function';
}

/**
 * Merges the brand's configs and builds its token dictionary ahead of `brandSystem`, pausing (a
 * `yield`) between the steps: the two were ~80 % of the system's build, and in one piece the
 * shell's longest start-up task (16–64 ms on a fast CPU, so up to ~250 ms on a phone). The system
 * takes both. Only the browser builds can (jest runs Chakra as published, and builds it whole with
 * the system).
 */
function* brandTokenSteps(primary: string): Generator<void, void, void> {
  const { colour, shades } = builtColour(primary);
  if (systems.has(colour) || !buildsTokensInSteps(createSystem)) return;
  const steps = createSystem.buildTokensInSteps(defaultBaseConfig, brandConfigFor(colour, shades));
  while (!steps.next().done) yield;
}

/** Builds the brand system's token dictionary ahead of `brandSystem`, at once. */
export function prepareBrandTokens(primary: string = DEFAULT_PRIMARY_COLOR): void {
  for (const _step of brandTokenSteps(primary));
}

/**
 * The brand system built in steps, a pause (a `yield`) between each, so that a caller can give
 * each a task of its own: the configs' merge, the token dictionary's steps, then the rest of the
 * build. The system is `brandSystem(primary)`'s once the steps are done.
 */
export function* brandSystemSteps(primary: string = DEFAULT_PRIMARY_COLOR): Generator<void, void, void> {
  yield* brandTokenSteps(primary);
  yield;
  brandSystem(primary);
}

/**
 * One system per brand colour, built once and reused by every micro-frontend root. A colour whose
 * shades are not derived yet gets the default brand until `loadBrandShades()` has run.
 */
export function brandSystem(primary: string = DEFAULT_PRIMARY_COLOR) {
  const { colour, shades } = builtColour(primary);
  let system = systems.get(colour);
  if (!system) {
    system = createSystem(defaultBaseConfig, brandConfigFor(colour, shades));
    systems.set(colour, system);
    brandConfigs.delete(colour);
  }
  return system;
}
