// The closed lists of issue 22, apart from the schemas that check them: an app that only names a
// label or an allergen (a filter, an icon) imports these without the validation library.

/**
 * Dietary labels. A need (every label but SPICY) holds for a configured item only when the item's
 * own part and every chosen value and combo item meet it; SPICY holds when any part is spicy.
 */
export const DIETARY_LABELS = ['VEGETARIAN', 'VEGAN', 'GLUTEN_FRIENDLY', 'HALAL', 'SPICY'] as const;
export type DietaryLabel = (typeof DIETARY_LABELS)[number];

/**
 * The fourteen major food allergens. A configured item contains the allergens of its own part, of
 * every chosen value and of every chosen combo item.
 */
export const ALLERGENS = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGG',
  'FISH',
  'PEANUT',
  'SOY',
  'MILK',
  'TREE_NUTS',
  'SESAME',
  'MUSTARD',
  'CELERY',
  'LUPIN',
  'MOLLUSCS',
  'SULPHITES',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
