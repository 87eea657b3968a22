import { bus, type OrderContext } from '@owa/shared';
import { enterByTableQr, TABLE_WAIT_CHECKS } from './table-qr';

const context = (tableId: string | null): OrderContext => ({
  orderType: 'DINE_IN',
  scheduledDay: null,
  scheduledTime: null,
  scheduleChosen: false,
  tableId,
  tableDisplayNumber: tableId,
  tableMenuCodes: null,
  deliveryAddressLine: null,
  dineInOnly: false,
  existingOrderId: null,
});

describe('spec 2 §4 Table: QR entry', () => {
  it('asks the cart team to set the table, waits for it, and lands on the store keeping the query', async () => {
    const cart = bus.publisherFor('cart');
    cart.publish('cart:order-context', context(null));
    // A fake cart handler: it sets the table after two checks.
    const scanned: unknown[] = [];
    const subscription = bus.on('cart:table-scanned').subscribe((scan) => {
      scanned.push(scan);
      setTimeout(() => cart.publish('cart:order-context', context(scan.tableId)), 0);
    });
    const pauses: number[] = [];
    const warmed: string[] = [];
    const landing = await enterByTableQr(
      { groupId: 'G1001', storeId: '1003', tableId: '7', search: '?vc=abc&tid=3' },
      {
        landingOf: async () => ({ slug: 'maple-harbour', menuCode: null }),
        warm: (storeId, tableId) => warmed.push(`${storeId}/${tableId}`),
        pause: (ms) => {
          pauses.push(ms);
          return new Promise((resolve) => setTimeout(resolve, 0));
        },
      },
    );
    subscription.unsubscribe();
    expect(scanned).toEqual([{ groupId: 'G1001', storeId: '1003', tableId: '7' }]);
    // Menu selection's remote and answers are requested while the QR step runs.
    expect(warmed).toEqual(['1003/7']);
    expect(landing).toBe('/owa/r/maple-harbour/1003?vc=abc&tid=7');
    expect(pauses.length).toBeLessThan(TABLE_WAIT_CHECKS);
    expect(pauses.every((ms) => ms === 50)).toBe(true);
  });

  it('started by the boot, which warmed and announced the scan, it only waits and lands', async () => {
    bus.publisherFor('cart').publish('cart:order-context', context('7'));
    const scanned: unknown[] = [];
    const subscription = bus.on('cart:table-scanned').subscribe((scan) => scanned.push(scan));
    const warm = jest.fn();
    const landing = await enterByTableQr(
      { groupId: 'G1001', storeId: '1003', tableId: '7', search: '' },
      { landingOf: async () => ({ slug: 'maple-harbour', menuCode: null }), warm, startedByBoot: true },
    );
    subscription.unsubscribe();
    expect(scanned).toEqual([]);
    expect(warm).not.toHaveBeenCalled();
    expect(landing).toBe('/owa/r/maple-harbour/1003?tid=7');
  });

  it('gives up waiting after 10 checks of 50 ms and still lands on the store', async () => {
    bus.publisherFor('cart').publish('cart:order-context', context(null));
    const pauses: number[] = [];
    const landing = await enterByTableQr(
      { groupId: 'G1001', storeId: '1003', tableId: '9', search: '' },
      {
        landingOf: async () => ({ slug: 'maple-harbour', menuCode: null }),
        warm: () => {},
        pause: async (ms) => void pauses.push(ms),
      },
    );
    expect(pauses).toEqual(Array(10).fill(50));
    expect(landing).toBe('/owa/r/maple-harbour/1003?tid=9');
  });

  it("goes straight to the one menu the table leaves, with menu selection's flags and query", async () => {
    window.localStorage.clear();
    bus.publisherFor('cart').publish('cart:order-context', context('7'));
    const landing = await enterByTableQr(
      { groupId: 'G1001', storeId: '1003', tableId: '7', search: '?referrer=ann' },
      {
        landingOf: async () => ({ slug: 'maple-harbour', menuCode: 'CAFE' }),
        warm: () => {},
        pause: async () => {},
      },
    );
    expect(landing).toBe('/owa/r/maple-harbour/1003/CAFE?referrer=ann&tid=7&direct=true');
    expect(window.localStorage.getItem('forcePopup')).toBe('true');
    expect(window.localStorage.getItem('forcePopupReferral')).toBe('true');
  });

  it('answers null for a store that does not exist', async () => {
    const landing = await enterByTableQr(
      { groupId: 'G1001', storeId: '999999', tableId: '1', search: '' },
      { landingOf: async () => null, warm: () => {}, pause: async () => {} },
    );
    expect(landing).toBeNull();
  });
});
