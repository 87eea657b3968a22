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
import { ALL_BUT_FIRST_CHILD } from './all-but-first-child';
import type { LateRecipes } from './system';

/** Chakra's fieldset, spacing its children as `spaceY` does without its rule (all-but-first-child.ts). */
const spaceAboveAllButFirst = (space?: string) => ({ [ALL_BUT_FIRST_CHILD]: { marginTop: space } });
const fieldsetSizes = fieldsetSlotRecipe.variants?.size;
export const fieldsetRecipe = {
  ...fieldsetSlotRecipe,
  variants: {
    ...fieldsetSlotRecipe.variants,
    size: {
      sm: { ...fieldsetSizes?.sm, root: spaceAboveAllButFirst(fieldsetSizes?.sm.root.spaceY) },
      md: { ...fieldsetSizes?.md, root: spaceAboveAllButFirst(fieldsetSizes?.md.root.spaceY) },
      lg: { ...fieldsetSizes?.lg, root: spaceAboveAllButFirst(fieldsetSizes?.lg.root.spaceY) },
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
