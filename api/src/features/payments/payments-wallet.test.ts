import { ApiProcess, JANE, startTestApi, TEST_NOW, type TestApi } from '../../test-support/harness.js';

// Each test makes several paid round trips to a child process; a shared 2-core machine can take
// longer than jest's 5 s default without anything being wrong.
jest.setTimeout(30_000);

// The store wallet share of a payment is held (debited) when the payment is requested, before any
// card charge or redirect, and given back once if the payment fails or is abandoned.

type Json = Record<string, unknown>;
interface Payment extends Json {
  paymentType: string;
  redirectUrl: string | null;
  orderId: string;
  status: string;
  orderBonus: { balanceInCents: number | null } | null;
}

/**
 * The simulated processor answers after 150 ms, as a real one takes a while: concurrent requests
 * then all reach the card step together, the window in which one wallet could be spent twice.
 */
const ENV = { OWA_SIM_CHARGE_DELAY_MS: '150' };

let server: TestApi;
/** The API under test: the harness's process, or its replacement after a restart at a later "now". */
let current: ApiProcess;
let jane: string;
beforeAll(async () => {
  server = await startTestApi(ENV);
  current = server.api;
}, 60_000);
afterAll(async () => {
  await current.stop();
  await server.close();
});
beforeEach(async () => {
  await api().reset();
  jane = await api().login(JANE.telephone);
});
const api = () => current;

const minutesAfter = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();
/** Restarts the API on the same data with the clock at another time (sessions and holds persist). */
async function restartAt(minutes: number): Promise<void> {
  await current.stop();
  current = new ApiProcess(server.api.dataDir, { ...ENV, OWA_FIXED_NOW: minutesAfter(minutes) });
  await current.start();
}

// Jane's wallet holds $20.00; her pickup order of 2 fries and a cola is $13.53.
const WALLET = 2000;
/** With a $10 tip the bill ($23.53) is more than the wallet: the wallet pays $20, a card the rest. */
const OVER_WALLET_TIP = 10;
/** With a $6.47 tip the bill is exactly the wallet. */
const EXACT_WALLET_TIP = 6.47;

let count = 0;
async function placed(): Promise<string> {
  const res = await api().post<{ orderId: string }>(
    '/order',
    {
      storeId: '1001',
      orderType: 'PICKUP',
      subOrderList: [
        {
          orderItemList: [
            { code: 'FRIES', qty: 2 },
            { code: 'COLA', qty: 1 },
          ],
        },
      ],
      idempotencyToken: `wallet-test-${Date.now()}-${count++}`,
    },
    { token: jane },
  );
  expect(res.status).toBe(201);
  return res.body.orderId;
}
const pay = (body: Json) => api().post<Payment>('/payment/order', body, { token: jane });
async function balance(): Promise<number> {
  const res = await api().get<{ membership: { balanceInCents: number } }>('/customer/account', {
    token: jane,
  });
  expect(res.status).toBe(200);
  return res.body.membership.balanceInCents;
}
const status = async (orderId: string) =>
  (await api().get<Json>(`/payment/${orderId}`, { token: jane })).body;
const paymentStatus = async (orderId: string) =>
  (await api().get<Json>(`/order/${orderId}`, { token: jane })).body.paymentStatus;
/** Presses a button of the hosted 3-D Secure page: a form post, answered with a redirect. */
async function press(redirectUrl: string, button: 'complete' | 'fail'): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${api().port}${redirectUrl}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  return res.status;
}

describe('the wallet share is held before the card is charged', () => {
  test('wallet + declined card: nothing is kept, the order stays unpaid, paying again works', async () => {
    const orderId = await placed();
    const declined = await pay({
      orderId,
      paidByMembership: true,
      paymentToken: 'pm_card_chargeDeclined',
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ errorCode: 'PAY_ERR_CARD_DECLINED' });
    expect(await balance()).toBe(WALLET);
    expect(await paymentStatus(orderId)).toBe('UNPAID');
    expect(await status(orderId)).toMatchObject({ status: 'CHARGE_FAILED' });

    const paid = await pay({
      orderId,
      paidByMembership: true,
      paymentMethodId: 'pm_demo_jane_visa',
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      paymentType: 'VISA',
      status: 'succeeded',
      orderBonus: { balanceInCents: 0 },
    });
    expect(await balance()).toBe(0);
    expect(await paymentStatus(orderId)).toBe('PAID');
  });

  test('wallet + 3-D Secure: held while the challenge is open, given back once on Fail', async () => {
    const orderId = await placed();
    const challenged = await pay({
      orderId,
      paidByMembership: true,
      paymentToken: 'pm_card_threeDSecure2Required',
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(challenged.status).toBe(200);
    expect(challenged.body.status).toBe('requires_action');
    // The held share cannot be spent on another order meanwhile.
    expect(await balance()).toBe(0);
    const other = await placed();
    const elsewhere = await pay({ orderId: other, paidByMembership: true });
    expect(elsewhere.body).toMatchObject({ errorCode: 'PAY_ERR_INSUFFICIENT_BALANCE' });

    expect(await press(challenged.body.redirectUrl as string, 'fail')).toBe(303);
    expect(await balance()).toBe(WALLET);
    expect(await status(orderId)).toMatchObject({ status: 'AUTH_FAILED' });
    // Both buttons again: the payment is over, nothing moves twice.
    expect(await press(challenged.body.redirectUrl as string, 'fail')).toBe(303);
    expect(await press(challenged.body.redirectUrl as string, 'complete')).toBe(303);
    expect(await balance()).toBe(WALLET);
    expect(await paymentStatus(orderId)).toBe('UNPAID');
  });

  test('wallet + 3-D Secure Complete: paid once, the wallet debited once', async () => {
    const orderId = await placed();
    const challenged = await pay({
      orderId,
      paidByMembership: true,
      paymentToken: 'pm_card_threeDSecure2Required',
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(await balance()).toBe(0);
    expect(await press(challenged.body.redirectUrl as string, 'complete')).toBe(303);
    expect(await press(challenged.body.redirectUrl as string, 'complete')).toBe(303);
    expect(await press(challenged.body.redirectUrl as string, 'fail')).toBe(303);
    expect(await status(orderId)).toMatchObject({ status: 'succeeded', amount: 23.53 });
    expect(await paymentStatus(orderId)).toBe('PAID');
    expect(await balance()).toBe(0);
  });

  test('WeChat cancelled gives the wallet share back', async () => {
    const orderId = await placed();
    const res = await pay({
      orderId,
      paidByMembership: true,
      payByWechat: true,
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(res.body).toMatchObject({ paymentType: 'WECHAT', status: 'requires_action' });
    expect(await balance()).toBe(0);
    expect(await press(res.body.redirectUrl as string, 'fail')).toBe(303);
    expect(await balance()).toBe(WALLET);
    expect(await status(orderId)).toMatchObject({ status: 'CHARGE_FAILED' });
  });
});

describe('concurrent payments from one wallet', () => {
  test('three orders each more than the wallet: one takes the wallet, the others are refused before any charge', async () => {
    const orders = [await placed(), await placed(), await placed()];
    const answers = await Promise.all(
      orders.map((orderId) =>
        pay({
          orderId,
          paidByMembership: true,
          paymentMethodId: 'pm_demo_jane_visa',
          tipsAmount: OVER_WALLET_TIP,
        }),
      ),
    );
    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body).toMatchObject({ status: 'succeeded', orderBonus: { balanceInCents: 0 } });
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'PAY_ERR_INSUFFICIENT_BALANCE' });
    }
    expect(await balance()).toBe(0);
    // A refused order has no payment at all: nothing was sent to the card processor for it.
    const states = await Promise.all(orders.map(async (orderId) => (await status(orderId)).status));
    expect(states.sort()).toEqual(['succeeded', 'unpaid', 'unpaid']);
  });

  test('three smaller orders: the wallet is split as the balance allows and never goes negative', async () => {
    const orders = [await placed(), await placed(), await placed()];
    const answers = await Promise.all(
      orders.map((orderId) => pay({ orderId, paidByMembership: true, paymentMethodId: 'pm_demo_jane_visa' })),
    );
    // One order takes $13.53 from the wallet alone, the next the remaining $6.47 plus the card, the
    // third finds the wallet empty.
    const types = answers.map((a) => (a.status === 200 ? a.body.paymentType : String(a.body.errorCode)));
    expect(types.sort()).toEqual(['MEMBERSHIP', 'PAY_ERR_INSUFFICIENT_BALANCE', 'VISA']);
    expect(await balance()).toBe(0);
    const paid = await Promise.all(orders.map(paymentStatus));
    expect(paid.sort()).toEqual(['PAID', 'PAID', 'UNPAID']);
  });

  test('two wallet-only payments of exactly the balance: one pays, one is refused', async () => {
    const orders = [await placed(), await placed()];
    const answers = await Promise.all(
      orders.map((orderId) => pay({ orderId, paidByMembership: true, tipsAmount: EXACT_WALLET_TIP })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toMatchObject({
      errorCode: 'PAY_ERR_INSUFFICIENT_BALANCE',
    });
    expect(await balance()).toBe(0);
  });
});

// Last in the file: these move the clock forward by restarting the API.
describe('an abandoned 3-D Secure payment gives its hold back after 30 minutes', () => {
  test('read after the limit: released; the old challenge page no longer pays', async () => {
    const orderId = await placed();
    const challenged = await pay({
      orderId,
      paidByMembership: true,
      paymentToken: 'pm_card_threeDSecure2Required',
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(await balance()).toBe(0);

    await restartAt(29);
    expect(await status(orderId)).toMatchObject({ status: 'requires_action' });
    expect(await balance()).toBe(0);

    await restartAt(31);
    expect(await status(orderId)).toMatchObject({
      status: 'AUTH_FAILED',
      errorMsg: 'The payment was not completed in time; please pay again',
    });
    expect(await balance()).toBe(WALLET);
    expect(await press(challenged.body.redirectUrl as string, 'complete')).toBe(303);
    expect(await balance()).toBe(WALLET);
    expect(await paymentStatus(orderId)).toBe('UNPAID');
  });

  test('paying the order again after the limit releases the old hold first', async () => {
    const orderId = await placed();
    await pay({
      orderId,
      paidByMembership: true,
      paymentToken: 'pm_card_threeDSecure2Required',
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(await balance()).toBe(0);

    await restartAt(31 + 31);
    const again = await pay({
      orderId,
      paidByMembership: true,
      paymentMethodId: 'pm_demo_jane_visa',
      tipsAmount: OVER_WALLET_TIP,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'succeeded', orderBonus: { balanceInCents: 0 } });
    expect(await balance()).toBe(0);
    expect(await paymentStatus(orderId)).toBe('PAID');
  });
});
