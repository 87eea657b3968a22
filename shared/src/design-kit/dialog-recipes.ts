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
    fieldset: fieldsetSlotRecipe,
    pinInput: pinInputSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    switch: switchSlotRecipe,
  },
};
