// Spec 3 §4 saved cards: the account area's payment methods tab.

export { SavedCardsTab } from './SavedCardsTab';
export { listenForSavedCards } from './saved-cards-listeners';
export { savedCardsSlice } from './saved-cards-slice';
