// A card's press that opens the item dialog before the dialog's code is here: the card's page shows
// the dialog's frame at once (OpeningFrame.tsx), and the menu's service opens the dialog in its place
// (connect-item-dialog.ts), unless the diner closed the frame meanwhile.
import { createOpeningPress } from '@owa/shared/design-kit';
import type { ConfigureItemRequest } from './item-dialog-slice';

/** Only a card's Add or opener shows a frame: its command is the one a closed frame spends. */
export const itemOpening = createOpeningPress<ConfigureItemRequest>((request) =>
  request.purpose.kind === 'add' ? request.itemCode : null,
);
