// One dish on the store page.
export { MenuItemCard } from './MenuItemCard';
