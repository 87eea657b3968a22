import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  pinInputSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import type { LateRecipes } from './system';

/**
 * Chakra's fieldset spaces its children with `spaceY`, whose rule puts a sibling combinator between
 * two compounds that any element matches (`& > :not(style, [hidden]) ~ :not(style, [hidden])`).
 * Once such a rule is in the page (the item dialog's panels put it there from idle), Blink restyles a
 * parent's whole subtree when one of its children is inserted, removed or changes `hidden`. A
 * dialog's portal is a child of <body> and is put back in place as the dialog opens, so each open
 * restyled the whole store page: 1,139 elements, 57–165 ms of the login dialog's open at 4x CPU
 * (docs/performance.md). `* + *` did the same. The same space above every child but the first (the
 * legend), with a structural pseudo-class instead; the two rules differ only for a hidden or
 * `<style>` child, which a fieldset of ours never has.
 */
const spaceAboveAllButFirst = (space: string) => ({ '& > :not(:first-child)': { marginTop: space } });
const fieldsetSizes = fieldsetSlotRecipe.variants?.size;
export const fieldsetRecipe = {
  ...fieldsetSlotRecipe,
  variants: {
    ...fieldsetSlotRecipe.variants,
    size: {
      sm: { ...fieldsetSizes?.sm, root: spaceAboveAllButFirst('2') },
      md: { ...fieldsetSizes?.md, root: spaceAboveAllButFirst('4') },
      lg: { ...fieldsetSizes?.lg, root: spaceAboveAllButFirst('6') },
    },
  },
};

/**
 * The recipes of the dialogs entry's components (dialogs.ts), added to the brand systems when that
 * entry loads. Adopting another component there: export it from dialogs.ts and add its recipe here.
 */
export const dialogRecipes: LateRecipes = {
  recipes: {
    checkmark: checkmarkRecipe,
    radiomark: radiomarkRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetRecipe,
    pinInput: pinInputSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    switch: switchSlotRecipe,
  },
};
