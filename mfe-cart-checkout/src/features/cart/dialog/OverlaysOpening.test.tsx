import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { loaders } from '../../../i18n/loaders';
import { english } from '../../../i18n/messages';
import { cartStore } from '../../../testing/room-stores';
import { contextDialogsActions } from '../../order-context';
import { cartDialogActions } from '../cart-dialog-slice';
import { OverlaysOpening, takeCartOpener } from './OverlaysOpening';

function renderOpening(store: ReturnType<typeof cartStore>) {
  return render(
    <MicroFrontendFrame area="mfe-cart:opening-test" english={english} loaders={loaders}>
      <Provider store={store}>
        <OverlaysOpening />
      </Provider>
    </MicroFrontendFrame>,
  );
}

describe("the cart opened before its dialog's code is here", () => {
  it('shows the cart dialog’s frame, holding the focus; closed, the cart closes and the focus goes back', () => {
    const store = cartStore();
    render(<button type="button">Cart, 1 item</button>);
    const cart = screen.getByRole('button', { name: 'Cart, 1 item' });
    cart.focus();
    store.dispatch(cartDialogActions.cartOpened({ afterOther: false }));
    renderOpening(store);
    const frame = screen.getByRole('dialog', { name: 'Your cart' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(within(frame).getByRole('status')).toHaveTextContent('Loading your cart');
    const close = within(frame).getByRole('button', { name: 'Close cart' });
    expect(close).toHaveFocus();
    act(() => close.click());
    expect(store.getState().cartDialog.open).toBe(false);
    expect(cart).toHaveFocus();
  });

  it('hands the dialog the control that was pressed, once', () => {
    const store = cartStore();
    render(<button type="button">Cart, 1 item</button>);
    screen.getByRole('button', { name: 'Cart, 1 item' }).focus();
    store.dispatch(cartDialogActions.cartOpened({ afterOther: false }));
    renderOpening(store);
    expect(takeCartOpener()).toHaveTextContent('Cart, 1 item');
    expect(takeCartOpener()).toBeNull();
  });

  it('for the order-context dialogs, a spinner only', () => {
    const store = cartStore();
    store.dispatch(contextDialogsActions.scheduleOpened());
    renderOpening(store);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
