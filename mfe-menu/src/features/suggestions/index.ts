// "Goes well with" (issue 22): the cart dialog's parcel, and the panel after a diner's add.

export { AfterAddSuggestions } from './AfterAddSuggestions';
export { SuggestionsParcel } from './SuggestionsParcel';
