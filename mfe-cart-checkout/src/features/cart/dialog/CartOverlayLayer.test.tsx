import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { loaders } from '../../../i18n/loaders';
import { english } from '../../../i18n/messages';
import { cartStore } from '../../../testing/room-stores';
import { cartDialogActions } from '../cart-dialog-slice';
import CartOverlayLayer from './CartOverlayLayer';

function renderLayer(store: ReturnType<typeof cartStore>) {
  return render(
    <MicroFrontendFrame area="mfe-cart:layer-test" english={english} loaders={loaders}>
      <Provider store={store}>
        <CartOverlayLayer cartRendered />
      </Provider>
    </MicroFrontendFrame>,
  );
}

describe('the cart warmed closed while its dialog’s code is on its way', () => {
  it('puts nothing over the page: no spinner, nothing to take a tap', async () => {
    renderLayer(cartStore());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nor once the code has come: the cart is rendered closed.
    await act(async () => undefined);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened by the diner, still shows the cart', async () => {
    const store = cartStore();
    store.dispatch(cartDialogActions.cartOpened({ afterOther: false }));
    renderLayer(store);
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeVisible();
  });
});
