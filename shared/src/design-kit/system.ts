import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  pinInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
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
  focusRing: '#1e9d84',
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

/**
 * Only the recipes the site renders: the default theme carries ~80 recipes and is most of
 * Chakra's weight (see STACK-NOTES.md). Add a recipe here when a new component is adopted.
 */
function brandConfig(primary: string, shades: BrandShades) {
  // The shades text sits on or under reach WCAG AA whatever colour the group chose (contrast.ts).
  return defineConfig({
    // Chakra's reset: border styles, box sizing, margins; components assume it.
    preflight: true,
    cssVarsRoot,
    cssVarsPrefix,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      textStyles,
      layerStyles,
      animationStyles,
      tokens: {
        ...tokens,
        colors: {
          ...tokens.colors,
          brand: { value: primary },
        },
      },
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...semanticTokens.colors,
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
        textarea: textareaRecipe,
        checkmark: checkmarkRecipe,
        inputAddon: inputAddonRecipe,
        radiomark: radiomarkRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        field: fieldSlotRecipe,
        accordion: accordionSlotRecipe,
        avatar: avatarSlotRecipe,
        checkbox: checkboxSlotRecipe,
        collapsible: collapsibleSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        numberInput: numberInputSlotRecipe,
        pinInput: pinInputSlotRecipe,
        popover: popoverSlotRecipe,
        progress: progressSlotRecipe,
        radioCard: radioCardSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        ratingGroup: ratingGroupSlotRecipe,
        segmentGroup: segmentGroupSlotRecipe,
        select: selectSlotRecipe,
        steps: stepsSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        tag: tagSlotRecipe,
        toast: toastSlotRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  });
}

const systems = new Map<string, ReturnType<typeof createSystem>>();

/**
 * One system per brand colour, built once and reused by every micro-frontend root. A colour whose
 * shades are not derived yet gets the default brand until `loadBrandShades()` has run.
 */
export function brandSystem(primary: string = DEFAULT_PRIMARY_COLOR) {
  const wanted = brandColourOrDefault(primary);
  const shades = shadesFor(wanted);
  const colour = shades ? wanted : DEFAULT_PRIMARY_COLOR;
  let system = systems.get(colour);
  if (!system) {
    system = createSystem(
      mergeConfigs(defaultBaseConfig, brandConfig(colour, shades ?? DEFAULT_BRAND_SHADES)),
    );
    systems.set(colour, system);
  }
  return system;
}
