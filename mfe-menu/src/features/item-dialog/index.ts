export { warmItemDialog } from './connect-item-dialog';
export { ItemOpeningFrame, openingPress } from './OpeningFrame';
