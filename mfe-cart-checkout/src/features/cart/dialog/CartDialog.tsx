import { Box, CloseButton, HStack, Spinner, Stack, Text } from '@owa/shared/design-kit';
import { Dialog, Portal, useBodyScrollLock } from '@owa/shared/design-kit/dialogs';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { OrderTypeSelector, PastRounds, selectStoreContext } from '../../order-context';
import { cartDialogActions } from '../cart-dialog-slice';
import { selectCartUpToDate } from '../cart-slice';
import { messages } from '../messages';
import { useCartDispatch, useCartSelector } from '../state';
import { OrderNotes, PromotionsRegion, SuggestionsRegion, TakeoutSwitch } from './CartExtras';
import { CartLinesList } from './CartLinesList';
import { CartMainButton } from './CartMainButton';
import { CartNoticesBanner } from './CartNoticesBanner';
import { CartTotals } from './CartTotals';
import { DineInBar } from './DineInBar';
import { takeCartOpener } from './OverlaysOpening';

/** The cart dialog (spec 2 §2): titled with the store name, full screen on phones, 450 px wide otherwise. */
export default function CartDialog({ open, onExitComplete }: { open: boolean; onExitComplete: () => void }) {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const store = useCartSelector((state) => state.storeInfo.store);
  const title = store?.name ?? intl.formatMessage(messages.cartDialogFallbackTitle);
  useBodyScrollLock(open);

  return (
    <Dialog.Root
      open={open}
      // Rendered (hidden) from the moment its code is here: its style rules enter the page then, not
      // on the click, where each one restyled the whole store page.
      lazyMount={false}
      unmountOnExit={false}
      preventScroll={false}
      onExitComplete={onExitComplete}
      // Opened in the place of its frame, which held the focus meanwhile: back to what was pressed.
      finalFocusEl={takeCartOpener}
      onOpenChange={(event) => !event.open && dispatch(cartDialogActions.cartClosed())}
      size={{ base: 'full', md: 'md' }}
      placement="top"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="cart-dialog" maxW={{ md: '450px' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <CartDialogSections />
            </Dialog.Body>
            <Dialog.Footer>
              <CartFooter />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.cartClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The dialog's sections, memoised: opening the dialog (kept rendered while closed) changes only the
 * frame's `open`, so the click renders the frame and none of the sections (docs/performance.md).
 */
const CartDialogSections = memo(function CartDialogSections() {
  const intl = useIntl();
  const store = useCartSelector((state) => state.storeInfo.store);
  const cart = useCartSelector((state) => state.cart);
  const context = useCartSelector((state) => selectStoreContext(state));
  const upToDate = useCartSelector(selectCartUpToDate);
  return (
    <Stack gap="4">
      <OrderTypeSelector />
      <DineInBar />
      <CartNoticesBanner />
      <PromotionsRegion />
      <TakeoutSwitch />
      <CartLinesList />
      {cart.lines.length > 0 && <SuggestionsRegion />}
      <PastRounds />
      {cart.lines.length > 0 && <OrderNotes />}
      {cart.lines.length > 0 && cart.serverCart && (
        <Box aria-busy={!upToDate}>
          {!upToDate && cart.status === 'pricing' && (
            <HStack gap="2" fontSize="sm" color="fg.muted" role="status">
              <Spinner size="xs" />
              <Text>{intl.formatMessage(messages.cartUpdating)}</Text>
            </HStack>
          )}
          <CartTotals
            serverCart={cart.serverCart}
            context={context}
            showTaxDetail={store?.settings?.orderSettings?.showTaxDetail === true}
          />
        </Box>
      )}
    </Stack>
  );
});

const CartFooter = memo(function CartFooter() {
  return <CartMainButton />;
});
