import type { Store } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { legacy_createStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { menuReducer } from '../../app/store';
import { TEST_MENU } from '../../domain/item-dialog/test-menu';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { cartHolds } from '../../lib/testing/cart-holds';
import { MenuBrowser } from './MenuBrowser';

// Each card renders one likes button: the items whose card rendered, in order.
const cardsRendered: string[] = [];
jest.mock('../thumbs-up', () => {
  const actual: typeof import('../thumbs-up') = jest.requireActual('../thumbs-up');
  return {
    ...actual,
    ThumbsUpButton: (props: ComponentProps<typeof actual.ThumbsUpButton>) => {
      cardsRendered.push(props.itemCode);
      return <actual.ThumbsUpButton {...props} />;
    },
  };
});

const downtown: Store = { storeId: '1001', groupId: 'G1001', name: 'Maple Downtown' };

test("the cart's news renders again only the cards whose count it changed", async () => {
  cartHolds();
  render(
    <MicroFrontendFrame
      area="mfe-menu:browser-test"
      english={english}
      loaders={loaders}
      wrap={(inner) => <Provider store={legacy_createStore(menuReducer)}>{inner}</Provider>}
    >
      <MenuBrowser store={downtown} menu={TEST_MENU} menuCode="ALLDAY" />
    </MicroFrontendFrame>,
  );
  // The menu's last card: every card has rendered.
  await screen.findByRole('article', { name: 'Cola' }, { timeout: 10_000 });
  expect(cardsRendered).toContain('BYOB');
  cardsRendered.length = 0;

  cartHolds('FRIES');
  // The fries' card takes its new count (the test store posts no hours, so it shows no stepper).
  await waitFor(() => expect(cardsRendered).toContain('FRIES'));
  expect(new Set(cardsRendered)).toEqual(new Set(['FRIES']));
}, 20_000);
