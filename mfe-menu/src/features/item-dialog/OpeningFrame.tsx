import { bus } from '@owa/shared';
import { OpeningFrame } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { dialogView, loadItemDialog } from './connect-item-dialog';
import { itemDialogMessages as m } from './messages';
import {
  openingClosed,
  openingFailed,
  openingRetried,
  openingStarted,
  takeUnserved,
  useOpening,
} from './opening';

/**
 * Loads the dialog's code for the frame; a failure turns the frame into a message and a retry. The
 * service's command is sent again when the service had already failed to load the code for it.
 */
function loadForFrame(): void {
  loadItemDialog().then(
    () => {
      const unserved = takeUnserved();
      if (unserved) bus.emit('menu:configure-item', unserved);
    },
    () => openingFailed(),
  );
}

/**
 * A card's press that opens the item dialog (a first tap as the page shows, on a slow link): when
 * the dialog's code is not here yet, the dialog's frame shows in the press's next frame, until the
 * menu's service opens the dialog in its place. Call it before the command.
 */
export function openingPress(item: { readonly code: string; readonly name: string }): void {
  if (dialogView()) return;
  openingStarted(item.code, item.name);
  loadForFrame();
}

/** The frame of the item dialog a card's press is opening (one per page that shows cards). */
export function ItemOpeningFrame() {
  const intl = useIntl();
  const opening = useOpening();
  if (!opening) return null;
  const retry = () => {
    openingRetried();
    loadForFrame();
  };
  return (
    <OpeningFrame
      title={opening.name}
      closeLabel={intl.formatMessage(m.close)}
      waitingLabel={intl.formatMessage(m.opening)}
      onClose={openingClosed}
      failure={
        opening.failed
          ? {
              message: intl.formatMessage(m.loadFailed),
              retryLabel: intl.formatMessage(m.retry),
              onRetry: retry,
            }
          : undefined
      }
      testId="item-dialog-opening"
    />
  );
}
