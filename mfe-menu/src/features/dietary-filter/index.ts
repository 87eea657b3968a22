// The diner's dietary filters (issue 22): their state and storage, the store page's button and sheet
// (the sheet loaded on intent) and summary, and the words for the labels and allergens.
export { DietaryControl } from './DietaryControl';
export { DietarySummary } from './DietarySummary';
export { Disclaimer } from './Disclaimer';
export { dietaryFilterChanged } from './dietary-filter-slice';
export { ALLERGEN_NAMES, dietaryMessages, LABEL_NAMES } from './messages';
export { useDietaryFilter } from './use-dietary-filter';
