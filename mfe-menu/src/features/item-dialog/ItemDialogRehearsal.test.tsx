import { act, screen, waitFor } from '@testing-library/react';
import { TEST_MENU } from '../../domain/item-dialog/test-menu';
import { type StorePageState, storePageRequested } from '../store-page';
import { rehearsedDialog } from './rehearsal';
import { configure, fakeApi, renderDialogService } from './test-support';

jest.setTimeout(30_000);

/** Every style rule in the page, as text. */
const pageRules = () =>
  new Set([...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)));

/** requestIdleCallback, run when the test says the page is idle (jsdom has none). */
function controlledIdle() {
  const waiting: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback) => waiting.push(callback);
  window.cancelIdleCallback = () => undefined;
  return {
    becomeIdle: () => {
      for (const callback of waiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
    restore: () => {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    },
  };
}

describe("the item dialog's idle rehearsal (issue 18)", () => {
  it("draws the menu's first item that opens the dialog, as an add, ready, without its picture", () => {
    const page: StorePageState = {
      status: 'ready',
      storeId: '1001',
      menuCode: 'ALLDAY',
      store: null,
      menu: TEST_MENU,
      errorCode: null,
      menuFailed: false,
    };
    expect(rehearsedDialog(page)).toBeNull();
    const dialog = rehearsedDialog({
      ...page,
      store: { storeId: '1001', groupId: 'G1001', name: 'Maple Downtown' },
    });
    expect(dialog?.status).toBe('ready');
    expect(dialog?.request).toEqual({
      storeId: '1001',
      itemCode: 'BYOB',
      menuCode: 'ALLDAY',
      purpose: { kind: 'add' },
    });
    expect(dialog?.item?.name).toBe('Build Your Burger');
    expect(dialog?.item?.images ?? dialog?.item?.imageURL ?? dialog?.item?.imageUrl ?? null).toBeNull();
    expect(dialog?.working?.selection).toBeDefined();
  });

  it("writes the dialog's styles while the page is idle, with nothing in the page; the first open then writes none", async () => {
    const idle = controlledIdle();
    let cleanUp = (): void => undefined;
    try {
      fakeApi();
      const { store, view, disconnect } = renderDialogService();
      cleanUp = () => {
        view.unmount();
        disconnect();
      };
      act(() => {
        store.dispatch(storePageRequested({ storeId: '1001', menuCode: 'ALLDAY' }));
      });
      await waitFor(() => expect(store.getState().storePage.status).toBe('ready'));
      const beforeIdle = pageRules();
      act(() => idle.becomeIdle());
      // The step's choices come in the rehearsal's second, deferred render: their panels' 2 px border.
      const panelsDrawn = () =>
        [...pageRules()].filter((rule) => !beforeIdle.has(rule) && rule.includes('border-width: 2px')).length;
      await waitFor(() => expect(panelsDrawn()).toBe(2), { timeout: 10_000 });
      expect(screen.queryByTestId('item-dialog')).toBeNull();
      expect(document.body.querySelector('[data-scope="dialog"]')).toBeNull();

      const rehearsed = pageRules();
      act(() => configure('BYOB'));
      await screen.findByRole('dialog', { name: 'Build Your Burger' }, { timeout: 5000 });
      await screen.findByRole('group', { name: /^Patty/ }, { timeout: 5000 });
      expect([...pageRules()].filter((rule) => !rehearsed.has(rule))).toEqual([]);
    } finally {
      cleanUp();
      idle.restore();
    }
  });
});
