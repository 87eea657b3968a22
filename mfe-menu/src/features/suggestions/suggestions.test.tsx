import { bus, type CommandMap, type Store } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { legacy_createStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type MenuState, menuReducer } from '../../app/store';
import { TEST_MENU } from '../../domain/item-dialog/test-menu';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { noteMenuAdd } from '../../lib/menu-adds';
import { cartHolds } from '../../lib/testing/cart-holds';
import { storePageLoaded, storePageRequested } from '../store-page';
import { AfterAddSuggestions } from './AfterAddSuggestions';
import { SuggestionsParcel } from './SuggestionsParcel';

// Store 1001's suggestions (DEMO-DATA.md), and Build Your Burger to show a configurable one.
const downtown: Store = {
  storeId: '1001',
  groupId: 'G1001',
  name: 'Maple Downtown',
  settings: { owaSettings: { suggestedItemCodes: ['COLA', 'ICEDTEA', 'FRIES', 'ONIONRINGS', 'BYOB'] } },
};

/** The commands the suggestions send to the cart and to the item dialog, in order. */
function recordCommands() {
  type Sent =
    | { type: 'cart:add-item'; payload: CommandMap['cart:add-item'] }
    | { type: 'menu:configure-item'; payload: CommandMap['menu:configure-item'] };
  const sent: Sent[] = [];
  const subscriptions = [
    bus.on('cart:add-item').subscribe((payload) => sent.push({ type: 'cart:add-item', payload })),
    bus.on('menu:configure-item').subscribe((payload) => sent.push({ type: 'menu:configure-item', payload })),
  ];
  const stop = () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
  return { sent, stop };
}

function renderWithStorePage(children: ReactNode) {
  // The menu store's state once the page has its data; without its listeners, which would fetch it.
  const events = [
    storePageRequested({ storeId: '1001', menuCode: 'ALLDAY' }),
    storePageLoaded(downtown, TEST_MENU, false),
  ];
  const store = legacy_createStore(menuReducer, events.reduce<MenuState | undefined>(menuReducer, undefined));
  window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY');
  return render(
    <MicroFrontendFrame
      area="mfe-menu:suggestions-test"
      english={english}
      loaders={loaders}
      wrap={(inner) => <Provider store={store}>{inner}</Provider>}
    >
      {children}
    </MicroFrontendFrame>,
  );
}

describe('goes well with (issue 22)', () => {
  test("the cart's parcel offers what is not in the cart; one press adds a simple item, a configurable one opens its dialog", async () => {
    cartHolds('FRIES');
    const commands = recordCommands();
    renderWithStorePage(<SuggestionsParcel />);
    // The list is the parcel's lazy part: its first load is slow under jest.
    const region = await screen.findByRole('region', { name: 'Goes well with' }, { timeout: 10_000 });
    const names = [...region.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Add Cola, $1.99',
      'Add Iced Tea, $2.49',
      'Add Onion Rings, $5.49',
      'Choose Build Your Burger, $11.99',
    ]);

    const cola = screen.getByRole('button', { name: 'Add Cola, $1.99' });
    cola.focus();
    fireEvent.click(cola);
    expect(commands.sent[0]).toMatchObject({
      type: 'cart:add-item',
      payload: { storeId: '1001', menuCode: 'ALLDAY', itemCode: 'COLA', quantity: 1, origin: 'menu' },
    });
    // The cart took it: Cola leaves the list, and focus moves to what took its place.
    cartHolds('FRIES', 'COLA');
    expect(screen.queryByRole('button', { name: /Cola/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Iced Tea, $2.49' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Choose Build Your Burger, $11.99' }));
    expect(commands.sent[1]).toEqual({
      type: 'menu:configure-item',
      payload: { storeId: '1001', itemCode: 'BYOB', menuCode: 'ALLDAY', purpose: { kind: 'add' } },
    });
    commands.stop();
  });

  test('the panel shows once the cart has taken an add from the menu, and Close puts it away', async () => {
    cartHolds();
    renderWithStorePage(<AfterAddSuggestions />);
    expect(screen.queryByRole('region', { name: 'Goes well with' })).not.toBeInTheDocument();

    act(() => noteMenuAdd());
    expect(screen.queryByRole('region', { name: 'Goes well with' })).not.toBeInTheDocument();
    cartHolds('FRIES');
    const region = await screen.findByRole('region', { name: 'Goes well with' });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.queryByRole('button', { name: /Classic Fries/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close suggestions' }));
    expect(screen.queryByRole('region', { name: 'Goes well with' })).not.toBeInTheDocument();
  });
});
