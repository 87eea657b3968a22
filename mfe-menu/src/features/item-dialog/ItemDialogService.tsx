import { Box, Spinner, VisuallyHidden } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useMenuSelector } from '../../lib/hooks';
import { useThumbsUpSync } from '../thumbs-up';
import { dialogView, loadDialogView } from './connect-item-dialog';
import { selectItemDialog, type WithItemDialog } from './item-dialog-state';
import { itemDialogMessages as m } from './messages';

// The dialog and its overlay parts load only when a diner first opens an item (or the page is idle).
const ItemDialog = lazy(loadDialogView);

function Opening() {
  const intl = useIntl();
  return (
    <Box
      position="fixed"
      inset="0"
      display="grid"
      placeItems="center"
      bg="blackAlpha.300"
      zIndex="modal"
      aria-busy="true"
    >
      <Spinner size="lg" color="white" />
      <VisuallyHidden role="status">{intl.formatMessage(m.opening)}</VisuallyHidden>
    </Box>
  );
}

/** The menu's always-active service app: the item dialog when asked for, and thumbs-up upkeep. */
export function ItemDialogService() {
  useThumbsUpSync();
  const open = useMenuSelector((state: WithItemDialog) => selectItemDialog(state)?.request != null);
  if (!open) return null;
  const View = dialogView();
  if (View) return <View />;
  return (
    <Suspense fallback={<Opening />}>
      <ItemDialog />
    </Suspense>
  );
}
