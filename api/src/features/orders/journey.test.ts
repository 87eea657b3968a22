import { apiForThisFile, JANE } from '../../test-support/harness.js';

type Json = Record<string, unknown>;

const server = apiForThisFile();
const api = () => server.api;

/** Stops the API process (SIGTERM, as in production) and starts it again on the same data folder. */
async function restart(): Promise<void> {
  await api().stop();
  await api().start();
}

describe('a restart in the middle of a journey loses nothing', () => {
  test('cart saved → restart → order → restart → pay → restart: everything is still there', async () => {
    const token = await api().login(JANE.telephone);
    const cart = {
      storeId: '1001',
      orderType: 'DELIVERY',
      deliveryAddress: {
        addressLine1: '200 Bay St',
        city: 'Toronto',
        province: 'ON',
        country: 'CA',
        postCode: 'M5J 2J2',
      },
      deliveryProvider: 'COURIER',
      couponCode: 'WELCOME10',
      subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 4 }] }],
    };
    const saved = await api().post<Json>('/shoppingcart', cart, { token });
    expect(saved.body).toMatchObject({
      subTotal: 19.96,
      discountTotal: 2,
      deliveryCharge: 3.99,
      validationErrors: [],
    });

    await restart();
    const kept = await api().get<Json>('/shoppingcart?storeId=1001', { token });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      subTotal: 19.96,
      discountTotal: 2,
      deliveryCharge: 3.99,
      total: saved.body.total,
    });

    const idempotencyToken = 'journey-order-0001';
    const placed = await api().post<{ orderId: string; total: number }>(
      '/order',
      { ...cart, idempotencyToken },
      { token },
    );
    expect(placed.status).toBe(201);

    await restart();
    const again = await api().post<{ orderId: string }>('/order', { ...cart, idempotencyToken }, { token });
    expect(again.body.orderId).toBe(placed.body.orderId);
    const paid = await api().post<Json>(
      '/payment/order',
      { orderId: placed.body.orderId, paymentMethodId: 'pm_demo_jane_visa', tipsAmount: 3, tipsForStore: 1 },
      { token },
    );
    expect(paid.status).toBe(200);

    await restart();
    const order = await api().get<Json>(`/order/${placed.body.orderId}`, { token });
    expect(order.body).toMatchObject({ paymentStatus: 'PAID', tipsAmount: 4, couponCode: 'WELCOME10' });
    expect((await api().get<Json>(`/payment/${placed.body.orderId}`, { token })).body).toMatchObject({
      status: 'succeeded',
    });
    const history = await api().get<{ totalSize: number; currentPage: { orderId: string }[] }>(
      '/order/history',
      { token },
    );
    expect(history.body.totalSize).toBe(13);
    expect(history.body.currentPage[0]?.orderId).toBe(placed.body.orderId);
    // The coupon was spent with the paid order, and the cart was emptied.
    const profile = await api().get<{ coupons: { code: string; uuid: string | null }[] }>(
      '/customer/profile/store',
      {
        token,
        storeId: '1001',
      },
    );
    expect(profile.body.coupons.filter((c) => c.uuid).map((c) => c.code)).toEqual(['BOGOBURGER']);
    expect(
      (await api().get<{ subOrderList: unknown[] }>('/shoppingcart?storeId=1001', { token })).body
        .subOrderList,
    ).toEqual([]);
  }, 60_000);
});
