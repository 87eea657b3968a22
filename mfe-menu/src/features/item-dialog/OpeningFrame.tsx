import { bus } from '@owa/shared';
import { OpeningPressFrame } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { dialogView, loadItemDialog } from './connect-item-dialog';
import { itemDialogMessages as m } from './messages';
import { itemOpening } from './opening';

const loadForFrame = () =>
  itemOpening.load(loadItemDialog, (request) => bus.emit('menu:configure-item', request));

/**
 * A card's press that opens the item dialog (a first tap as the page shows, on a slow link): when
 * the dialog's code is not here yet, the dialog's frame shows in the press's next frame, until the
 * menu's service opens the dialog in its place. Call it before the command.
 */
export function openingPress(item: { readonly code: string; readonly name: string }): void {
  if (dialogView()) return;
  itemOpening.started(item.code, item.name);
  loadForFrame();
}

/** The frame of the item dialog a card's press is opening (one per page that shows cards). */
export function ItemOpeningFrame() {
  const intl = useIntl();
  return (
    <OpeningPressFrame
      press={itemOpening}
      reload={loadForFrame}
      labels={{
        close: intl.formatMessage(m.close),
        waiting: intl.formatMessage(m.opening),
        failed: intl.formatMessage(m.loadFailed),
        retry: intl.formatMessage(m.retry),
      }}
      testId="item-dialog-opening"
    />
  );
}
