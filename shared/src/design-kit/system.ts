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

/** spec 3 §9: the theme's primary colour unless a group brings its own. */
export const DEFAULT_PRIMARY_COLOR = '#1e9d84';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** A group's colour comes from the API; anything that is not a hex colour falls back to the default. */
export function brandColourOrDefault(candidate: string | null | undefined): string {
  return candidate && HEX_COLOUR.test(candidate) ? candidate : DEFAULT_PRIMARY_COLOR;
}

/**
 * Only the recipes the site renders: the default theme carries ~80 recipes and is most of
 * Chakra's weight (see STACK-NOTES.md). Add a recipe here when a new component is adopted.
 */
function brandConfig(primary: string) {
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
            // Text on and in the brand colour must reach WCAG AA (4.5:1): the default #1e9d84 gives
            // white text only 3.38:1, so solid fills and brand text use the colour darkened by 30%
            // (6.1:1; still 5:1 under the 90% hover fill), keeping its hue.
            solid: { value: 'color-mix(in srgb, {colors.brand} 70%, black)' },
            contrast: { value: 'white' },
            fg: { value: 'color-mix(in srgb, {colors.brand} 70%, black)' },
            muted: { value: 'color-mix(in srgb, {colors.brand} 20%, white)' },
            subtle: { value: 'color-mix(in srgb, {colors.brand} 10%, white)' },
            emphasized: { value: 'color-mix(in srgb, {colors.brand} 30%, white)' },
            focusRing: { value: '{colors.brand}' },
            border: { value: '{colors.brand}' },
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

/** One system per brand colour, built once and reused by every micro-frontend root. */
export function brandSystem(primary: string = DEFAULT_PRIMARY_COLOR) {
  const colour = brandColourOrDefault(primary);
  let system = systems.get(colour);
  if (!system) {
    system = createSystem(mergeConfigs(defaultBaseConfig, brandConfig(colour)));
    systems.set(colour, system);
  }
  return system;
}
