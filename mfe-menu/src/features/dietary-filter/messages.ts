import type { Allergen, DietaryLabel } from '@owa/shared';
import { prefixedKeys } from '../../i18n/prefixed-keys';

/** Dietary labels, allergens, calories and the filters' words (issue 22; ids `menu.dietary.`). */
export const dietaryMessages = {
  vegetarian: { id: 'menu.dietary.vegetarian', defaultMessage: 'Vegetarian' },
  vegan: { id: 'menu.dietary.vegan', defaultMessage: 'Vegan' },
  glutenFriendly: { id: 'menu.dietary.glutenFriendly', defaultMessage: 'Gluten-friendly' },
  halal: { id: 'menu.dietary.halal', defaultMessage: 'Halal' },
  spicy: { id: 'menu.dietary.spicy', defaultMessage: 'Spicy' },
  cardHalal: { id: 'menu.dietary.cardHalal', defaultMessage: 'HALAL' },
  cardSpicy: { id: 'menu.dietary.cardSpicy', defaultMessage: 'SPICY' },
  gluten: { id: 'menu.dietary.allergen.gluten', defaultMessage: 'Gluten' },
  crustaceans: { id: 'menu.dietary.allergen.crustaceans', defaultMessage: 'Crustaceans and shellfish' },
  egg: { id: 'menu.dietary.allergen.egg', defaultMessage: 'Egg' },
  fish: { id: 'menu.dietary.allergen.fish', defaultMessage: 'Fish' },
  peanut: { id: 'menu.dietary.allergen.peanut', defaultMessage: 'Peanuts' },
  soy: { id: 'menu.dietary.allergen.soy', defaultMessage: 'Soy' },
  milk: { id: 'menu.dietary.allergen.milk', defaultMessage: 'Milk' },
  treeNuts: { id: 'menu.dietary.allergen.treeNuts', defaultMessage: 'Tree nuts' },
  sesame: { id: 'menu.dietary.allergen.sesame', defaultMessage: 'Sesame' },
  mustard: { id: 'menu.dietary.allergen.mustard', defaultMessage: 'Mustard' },
  celery: { id: 'menu.dietary.allergen.celery', defaultMessage: 'Celery' },
  lupin: { id: 'menu.dietary.allergen.lupin', defaultMessage: 'Lupin' },
  molluscs: { id: 'menu.dietary.allergen.molluscs', defaultMessage: 'Molluscs' },
  sulphites: { id: 'menu.dietary.allergen.sulphites', defaultMessage: 'Sulphites' },
  calories: { id: 'menu.dietary.calories', defaultMessage: '{calories} Cal' },
  calorieRange: { id: 'menu.dietary.calorieRange', defaultMessage: '{min}–{max} Cal' },
  filterButton: { id: 'menu.dietary.filterButton', defaultMessage: 'Dietary' },
  filterTitle: { id: 'menu.dietary.filterTitle', defaultMessage: 'Dietary filters' },
  showOnly: { id: 'menu.dietary.showOnly', defaultMessage: 'Show only' },
  hideContaining: { id: 'menu.dietary.hideContaining', defaultMessage: 'Hide items containing' },
  matches: {
    id: 'menu.dietary.matches',
    defaultMessage: '{count, plural, =0 {No items match} one {# item matches} other {# items match}}',
  },
  showItems: {
    id: 'menu.dietary.showItems',
    defaultMessage: '{count, plural, =0 {Show no items} one {Show # item} other {Show # items}}',
  },
  clearFilters: { id: 'menu.dietary.clearFilters', defaultMessage: 'Clear dietary filters' },
  close: { id: 'menu.dietary.close', defaultMessage: 'Close' },
  summaryNeeds: { id: 'menu.dietary.summaryNeeds', defaultMessage: 'Only {labels}' },
  summaryAvoid: { id: 'menu.dietary.summaryAvoid', defaultMessage: 'Without {allergens}' },
  noMatch: { id: 'menu.dietary.noMatch', defaultMessage: 'No items match your dietary filters' },
  noMatchSearch: {
    id: 'menu.dietary.noMatchSearch',
    defaultMessage: 'No items match “{query}” with your dietary filters',
  },
  contains: { id: 'menu.dietary.contains', defaultMessage: 'Contains: {allergens}' },
  containsNone: { id: 'menu.dietary.containsNone', defaultMessage: 'Contains none of the major allergens' },
  allergensHeading: { id: 'menu.dietary.allergensHeading', defaultMessage: 'Allergens' },
  choicesFiltered: {
    id: 'menu.dietary.choicesFiltered',
    defaultMessage: 'Only the choices that fit your dietary filters are shown.',
  },
  doesNotFit: { id: 'menu.dietary.doesNotFit', defaultMessage: 'Does not fit your dietary filters' },
  disclaimer: {
    id: 'menu.dietary.disclaimer',
    defaultMessage:
      'Allergen and calorie information comes from the restaurant. Dishes are prepared in a kitchen that handles all major allergens: ask the staff if you have a severe allergy.',
  },
} as const;

export const LABEL_NAMES = {
  VEGETARIAN: dietaryMessages.vegetarian,
  VEGAN: dietaryMessages.vegan,
  GLUTEN_FRIENDLY: dietaryMessages.glutenFriendly,
  HALAL: dietaryMessages.halal,
  SPICY: dietaryMessages.spicy,
} as const satisfies Record<DietaryLabel, { id: string; defaultMessage: string }>;

export const ALLERGEN_NAMES = {
  GLUTEN: dietaryMessages.gluten,
  CRUSTACEANS: dietaryMessages.crustaceans,
  EGG: dietaryMessages.egg,
  FISH: dietaryMessages.fish,
  PEANUT: dietaryMessages.peanut,
  SOY: dietaryMessages.soy,
  MILK: dietaryMessages.milk,
  TREE_NUTS: dietaryMessages.treeNuts,
  SESAME: dietaryMessages.sesame,
  MUSTARD: dietaryMessages.mustard,
  CELERY: dietaryMessages.celery,
  LUPIN: dietaryMessages.lupin,
  MOLLUSCS: dietaryMessages.molluscs,
  SULPHITES: dietaryMessages.sulphites,
} as const satisfies Record<Allergen, { id: string; defaultMessage: string }>;

/** The filters' messages as the menu team's catalogue (messages.ts) holds them. */
export const dietaryCatalogue = prefixedKeys('dietary', dietaryMessages);
