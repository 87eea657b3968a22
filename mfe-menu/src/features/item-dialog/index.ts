export { warmItemDialog } from './connect-item-dialog';
