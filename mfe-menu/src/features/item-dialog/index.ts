export { warmItemDialog } from './connect-item-dialog';
export { useOpeningPress } from './use-opening-press';
