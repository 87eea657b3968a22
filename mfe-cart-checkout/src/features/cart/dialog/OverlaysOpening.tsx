import { OpeningFrame } from '@owa/shared/design-kit';
import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { cartDialogActions, selectCartDialog } from '../cart-dialog-slice';
import { messages } from '../messages';
import { useCartDispatch, useCartSelector } from '../state';
import { OverlaysLoading } from './OverlaysLoading';

/** The control that had the focus when the cart's frame took it: the cart dialog hands it back. */
let opener: HTMLElement | null = null;

/** Where the cart dialog hands the focus back when it closes, after its frame held it (taken once). */
export function takeCartOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element?.isConnected ? element : null;
}

/**
 * Over the page while an opened dialog's code is on its way. For the cart (a first tap on Cart as
 * the page shows, on a slow link), the cart dialog's frame: titled with the store, closable, until
 * the dialog takes its place; for the order-context dialogs, a spinner.
 */
export function OverlaysOpening() {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const cartOpen = useCartSelector(selectCartDialog).open;
  const storeName = useCartSelector((state) => state.storeInfo.store?.name);
  // Before the frame's own effect moves the focus into it. A frame shown again as the layer's code
  // comes finds the focus on <body>, the first frame gone: the opener stays.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (cartOpen && active instanceof HTMLElement && active !== document.body) opener = active;
  }, [cartOpen]);
  if (!cartOpen) return <OverlaysLoading />;
  const close = () => {
    dispatch(cartDialogActions.cartClosed());
    takeCartOpener()?.focus({ preventScroll: true });
  };
  return (
    <OpeningFrame
      title={storeName ?? intl.formatMessage(messages.cartDialogFallbackTitle)}
      closeLabel={intl.formatMessage(messages.cartClose)}
      waitingLabel={intl.formatMessage(messages.cartLoading)}
      onClose={close}
      header="corner"
      testId="cart-dialog-opening"
    />
  );
}
