// Test support for the dialog: the service app rendered with the menu's store, a fake API serving
// the demo menu, and a record of the commands the dialog sends. Not used at run time.
import { bus, type CommandMap, type CommandName, configureSiteApi } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMenuStore } from '../../app/store';
import { TEST_MENU } from '../../domain/item-dialog/test-menu';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { connectItemDialogToBus } from './connect-item-dialog';
import { ItemDialogService } from './ItemDialogService';

// jsdom has no PointerEvent; Ark's press handling constructs one when a focused control blurs.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: typeof PointerEventStub }).PointerEvent = PointerEventStub;
}

export interface FakeApiOptions {
  readonly disableSpecialRequest?: boolean;
}

/** The API as the dialog calls it when the store page has not loaded the menu. */
export function fakeApi(options: FakeApiOptions = {}) {
  const calls: { url: string; body: unknown }[] = [];
  configureSiteApi({
    baseUrl: '/api/v1',
    production: false,
  });
  const answer = (url: string): unknown => {
    if (url.startsWith('/api/v1/store?')) {
      return [
        {
          storeId: '1001',
          groupId: 'G1001',
          name: 'Maple Downtown',
          settings: {
            orderSettings: { disableSpecialRequestforItem: options.disableSpecialRequest ?? false },
          },
        },
      ];
    }
    if (url.startsWith('/api/v1/menu/ALLDAY')) return TEST_MENU;
    if (url.startsWith('/api/v1/item/get_thumbup')) return [];
    if (url.startsWith('/api/v1/item/click_thumbup'))
      return { itemCode: 'BYOB', itemthumbupid: 'like-1', liked: true, thumbup: 18 };
    return { errorCode: 'GENERAL_ERR_NOT_FOUND', errorMsg: 'Not found' };
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const body = answer(url);
    const ok = !(body && typeof body === 'object' && 'errorCode' in body);
    return { ok, status: ok ? 200 : 404, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  return calls;
}

/** Every command of these types the dialog sends, in order. */
export function recordCommands<K extends CommandName>(...types: K[]) {
  const sent: { type: K; payload: CommandMap[K] }[] = [];
  const subscriptions = types.map((type) =>
    bus.on(type).subscribe((payload) => sent.push({ type, payload })),
  );
  return {
    sent,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}

export function renderDialogService() {
  // The cart team's service publishes the order context on every page; an add waits for it.
  // Dine-in asks for no time, so the dialog opens at once.
  if (!bus.current('cart:order-context'))
    bus.publisherFor('cart').publish('cart:order-context', {
      orderType: 'DINE_IN',
      scheduledDay: null,
      scheduledTime: null,
      scheduleChosen: false,
      tableId: null,
      tableDisplayNumber: null,
      tableMenuCodes: null,
      deliveryAddressLine: null,
      dineInOnly: false,
      existingOrderId: null,
    });
  const store = createMenuStore();
  const disconnect = connectItemDialogToBus(store);
  const view = render(
    <MicroFrontendFrame
      area="mfe-menu:service-test"
      english={english}
      loaders={loaders}
      wrap={(children) => <Provider store={store}>{children}</Provider>}
    >
      <ItemDialogService />
    </MicroFrontendFrame>,
  );
  return { store, view, disconnect };
}

export function configure(
  itemCode: string,
  purpose: CommandMap['menu:configure-item']['purpose'] = { kind: 'add' },
) {
  bus.emit('menu:configure-item', { storeId: '1001', itemCode, menuCode: 'ALLDAY', purpose });
}
