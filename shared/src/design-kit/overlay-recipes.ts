import {
  accordionSlotRecipe,
  avatarSlotRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  inputAddonRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  stepsSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { ALL_BUT_FIRST_CHILD } from './all-but-first-child';
import type { LateRecipes } from './system';

/** Chakra's number input, its two steppers divided as `divideY` does without its rule (all-but-first-child.ts). */
const { divideY: stepperDivide, ...numberInputControl } = numberInputSlotRecipe.base?.control ?? {};
export const numberInputRecipe = {
  ...numberInputSlotRecipe,
  base: {
    ...numberInputSlotRecipe.base,
    control: {
      ...numberInputControl,
      [ALL_BUT_FIRST_CHILD]: { borderTopWidth: stepperDivide, borderBottomWidth: '0px' },
    },
  },
};

/**
 * The recipes of the overlays entry's components (overlays.ts), added to the brand systems when
 * that entry loads: they are ~12 KB gzip the first paint does not need. Adopting another overlay
 * component: export it from overlays.ts and add its recipe here.
 */
export const overlayRecipes: LateRecipes = {
  recipes: {
    inputAddon: inputAddonRecipe,
  },
  slotRecipes: {
    accordion: accordionSlotRecipe,
    avatar: avatarSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    dataList: dataListSlotRecipe,
    drawer: drawerSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    numberInput: numberInputRecipe,
    popover: popoverSlotRecipe,
    progress: progressSlotRecipe,
    radioCard: radioCardSlotRecipe,
    ratingGroup: ratingGroupSlotRecipe,
    segmentGroup: segmentGroupSlotRecipe,
    select: selectSlotRecipe,
    steps: stepsSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    tag: tagSlotRecipe,
    toast: toastSlotRecipe,
    tooltip: tooltipSlotRecipe,
  },
};
