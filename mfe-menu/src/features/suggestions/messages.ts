import { prefixedKeys } from '../../i18n/prefixed-keys';

/** "Goes well with" (issue 22; ids `menu.suggestions.`). */
export const suggestionsMessages = {
  title: { id: 'menu.suggestions.title', defaultMessage: 'Goes well with' },
  add: { id: 'menu.suggestions.add', defaultMessage: 'Add {name}, {price}' },
  choose: { id: 'menu.suggestions.choose', defaultMessage: 'Choose {name}, {price}' },
  close: { id: 'menu.suggestions.close', defaultMessage: 'Close suggestions' },
  loading: { id: 'menu.suggestions.loading', defaultMessage: 'Loading suggestions' },
  allAdded: { id: 'menu.suggestions.allAdded', defaultMessage: 'Everything suggested is in your cart.' },
};

export const suggestionsCatalogue = prefixedKeys('suggestions', suggestionsMessages);
