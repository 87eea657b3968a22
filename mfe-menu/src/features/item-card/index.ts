// One dish on the store page.

// The card's Add and price, for the "goes well with" suggestions (issue 22).
export { addFromCard } from './add-item';
export { itemPriceText } from './item-price';
export { MenuItemCard } from './MenuItemCard';
