import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { loadItemDialog } from './connect-item-dialog';
import { ItemOpeningFrame, openingPress } from './OpeningFrame';
import { itemOpening } from './opening';
import { configure, fakeApi, renderDialogService } from './test-support';

jest.setTimeout(30_000);

// The frame shows for a press made before the dialog's code is here; a test loads that code once
// and keeps it, so each press here is made as if it were not.
let mockCold = false;
jest.mock('./connect-item-dialog', () => {
  const actual = jest.requireActual<typeof import('./connect-item-dialog')>('./connect-item-dialog');
  return { ...actual, dialogView: () => (mockCold ? null : actual.dialogView()) };
});
function coldPress(item: { code: string; name: string }) {
  mockCold = true;
  try {
    openingPress(item);
  } finally {
    mockCold = false;
  }
}

const BURGER = { code: 'BYOB', name: 'Build Your Burger' };
const ADD = { storeId: '1001', itemCode: 'BYOB', menuCode: 'ALLDAY', purpose: { kind: 'add' } } as const;

/** The card's page: a button that had the focus, and the frame the page renders for its press. */
function renderPage() {
  return render(
    <MicroFrontendFrame area="mfe-menu:opening-test" english={english} loaders={loaders}>
      <button type="button">Add Build Your Burger to cart</button>
      <ItemOpeningFrame />
    </MicroFrontendFrame>,
  );
}

const frame = () => screen.queryByTestId('item-dialog-opening');

describe("a card's press before the item dialog's code is here (the opening frame)", () => {
  const services: (() => void)[] = [];
  const renderService = () => services.push(renderDialogService().disconnect);
  beforeEach(() => fakeApi());
  afterEach(() => {
    for (const disconnect of services.splice(0)) disconnect();
    // No frame and no closed press left for the next test.
    act(() => {
      while (!itemOpening.goesOn(ADD));
    });
  });

  it('shows a modal named after the item at once, holding the focus, then gives way to the dialog', async () => {
    renderPage();
    renderService();
    screen.getByRole('button', { name: 'Add Build Your Burger to cart' }).focus();
    act(() => {
      coldPress(BURGER);
      configure('BYOB');
    });
    const opening = screen.getByRole('dialog', { name: 'Build Your Burger' });
    expect(opening).toHaveAttribute('aria-modal', 'true');
    expect(opening).toHaveAttribute('aria-busy', 'true');
    expect(within(opening).getByRole('status')).toHaveTextContent('Opening item...');
    expect(within(opening).getByRole('button', { name: 'Close' })).toHaveFocus();
    await screen.findByTestId('item-dialog', {}, { timeout: 5000 });
    expect(frame()).toBeNull();
  });

  it('closed by the diner (Escape), it gives the focus back and the dialog does not open after it', async () => {
    renderPage();
    const add = screen.getByRole('button', { name: 'Add Build Your Burger to cart' });
    add.focus();
    act(() => coldPress(BURGER));
    act(() => {
      screen
        .getByRole('button', { name: 'Close' })
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(frame()).toBeNull();
    expect(add).toHaveFocus();
    // The command sent with the press reaches the service afterwards: it is spent, once.
    expect(itemOpening.goesOn(ADD)).toBe(false);
    expect(itemOpening.goesOn(ADD)).toBe(true);
  });

  it('a press outside the frame closes it; a press inside does not', () => {
    renderPage();
    act(() => coldPress(BURGER));
    act(() => screen.getByRole('heading', { name: 'Build Your Burger' }).click());
    expect(frame()).not.toBeNull();
    const positioner = frame()?.parentElement;
    act(() => positioner?.click());
    expect(frame()).toBeNull();
  });

  it('keeps Tab and Shift+Tab among its own controls', () => {
    renderPage();
    act(() => coldPress(BURGER));
    act(() => itemOpening.failed());
    const close = screen.getByRole('button', { name: 'Close' });
    const retry = screen.getByRole('button', { name: 'Try again' });
    const tab = (from: HTMLElement, shiftKey: boolean) =>
      act(() => {
        from.focus();
        from.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
        );
      });
    tab(retry, false);
    expect(close).toHaveFocus();
    tab(close, true);
    expect(retry).toHaveFocus();
    // A retry takes its own button away: the focus stays in the frame.
    act(() => retry.click());
    expect(screen.getByRole('dialog', { name: 'Build Your Burger' })).toHaveAttribute('aria-busy', 'true');
    expect(close).toHaveFocus();
  });

  it('says so when the code could not come, and a retry that loads it opens the dialog', async () => {
    renderPage();
    renderService();
    act(() => coldPress(BURGER));
    // The service tried to serve the press's command and could not load the code.
    act(() => itemOpening.failed(ADD));
    const opening = screen.getByRole('dialog', { name: 'Build Your Burger' });
    expect(within(opening).getByRole('alert')).toHaveTextContent('This item could not be loaded.');
    expect(opening).not.toHaveAttribute('aria-busy');
    await act(async () => loadItemDialog());
    act(() => within(opening).getByRole('button', { name: 'Try again' }).click());
    // The retry sends the spent command again, and the dialog opens in the frame's place.
    await screen.findByTestId('item-dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('shows no frame once the code is here: the dialog itself opens in the next frame', async () => {
    renderPage();
    await loadItemDialog();
    act(() => openingPress(BURGER));
    expect(frame()).toBeNull();
  });
});
