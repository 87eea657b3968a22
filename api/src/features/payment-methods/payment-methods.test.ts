import { apiForThisFile, JANE, SAM } from '../../test-support/harness.js';

type Json = Record<string, unknown>;

const server = apiForThisFile();
let jane: string;
let sam: string;
beforeEach(async () => {
  await server.api.reset();
  jane = await server.api.login(JANE.telephone);
  sam = await server.api.login(SAM.telephone);
});
const api = () => server.api;

const visa = {
  name: 'Sam Lee',
  no: '4242 4242 4242 4242',
  expiredMonth: 8,
  expiredYear: 2029,
  csv: '123',
  postalCode: 'M5V 2T6',
  country: 'CA',
};

describe('saved cards', () => {
  test("Jane's demo Visa 4242 is listed without number or CVC", async () => {
    const res = await api().get<Json[]>('/customer/paymentMethod', { token: jane });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: 'pm_demo_jane_visa',
        name: 'Jane Doe',
        brand: 'VISA',
        cardType: 'VISA',
        last4: '4242',
        no: '•••• 4242',
        expiredMonth: 12,
        expiredYear: 2030,
        postalCode: 'M5X 1A9',
        country: 'CA',
      },
    ]);
  });

  test('adding a card stores token, brand, last four and expiry only', async () => {
    const res = await api().post<Json>('/customer/paymentMethod', visa, { token: sam });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ brand: 'VISA', last4: '4242', expiredMonth: 8, expiredYear: 2029 });
    expect(JSON.stringify(res.body)).not.toMatch(/4242 ?4242 ?4242|123"/);
    const list = await api().get<Json[]>('/customer/paymentMethod', { token: sam });
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain('4242424242424242');
    // Jane's list is untouched.
    expect((await api().get<Json[]>('/customer/paymentMethod', { token: jane })).body).toHaveLength(1);
  });

  test('two-digit years, string months and other brands are accepted', async () => {
    const mc = await api().post<Json>(
      '/customer/paymentMethod',
      { ...visa, no: '5555555555554444', expiredMonth: '03', expiredYear: '31' },
      { token: sam },
    );
    expect(mc.status).toBe(201);
    expect(mc.body).toMatchObject({ brand: 'MASTERCARD', expiredMonth: 3, expiredYear: 2031 });
    const amex = await api().post<Json>(
      '/customer/paymentMethod',
      { ...visa, no: '378282246310005', csv: '1234', country: 'GB', postalCode: 'SW1A 1AA' },
      { token: sam },
    );
    expect(amex.status).toBe(201);
    expect(amex.body).toMatchObject({ brand: 'AMEX', last4: '0005', country: 'GB' });
  });

  test.each([
    ['Luhn failure', { no: '4242424242424241' }, 'PAY_ERR_CARD_INVALID'],
    ['expired card', { expiredMonth: 10, expiredYear: 2026 }, 'PAY_ERR_CARD_EXPIRED'],
    ['wrong CVC length', { csv: '12345' }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['Visa with a 4-digit CVC', { csv: '1234' }, 'PAY_ERR_INVALID_CVC'],
    ['Canadian postal code wrong', { postalCode: '90210' }, 'PAY_ERR_POSTAL_CODE'],
    ['month 13', { expiredMonth: 13 }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['negative month', { expiredMonth: -1 }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['huge year', { expiredYear: 1e308 }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['letters in number', { no: '4242abcd42424242' }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['too short', { no: '4242' }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['number as number', { no: 4242424242424242 }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['missing name', { name: '' }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['huge name', { name: 'x'.repeat(5000) }, 'GENERAL_ERR_INVALID_REQUEST'],
    ['country not two letters', { country: 'CAN' }, 'GENERAL_ERR_INVALID_REQUEST'],
  ])('%s is 400 and saves nothing', async (_label, change, errorCode) => {
    const res = await api().post<Json>('/customer/paymentMethod', { ...visa, ...change }, { token: sam });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode, errorMsg: expect.any(String) });
    expect((await api().get<Json[]>('/customer/paymentMethod', { token: sam })).body).toEqual([]);
  });

  test('expiry this month is still valid (the clock is fixed to November 2026)', async () => {
    const res = await api().post(
      '/customer/paymentMethod',
      { ...visa, expiredMonth: 11, expiredYear: 2026 },
      { token: sam },
    );
    expect(res.status).toBe(201);
  });

  test("deleting: own card goes; another customer's card is refused and stays", async () => {
    const refused = await api().request<Json>('DELETE', '/customer/paymentmethod/pm_demo_jane_visa', {
      token: sam,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'GENERAL_ERR_FORBIDDEN' });
    expect((await api().get<Json[]>('/customer/paymentMethod', { token: jane })).body).toHaveLength(1);
    const deleted = await api().request('DELETE', '/customer/paymentmethod/pm_demo_jane_visa', {
      token: jane,
    });
    expect(deleted.status).toBe(200);
    expect((await api().get<Json[]>('/customer/paymentMethod', { token: jane })).body).toEqual([]);
    const gone = await api().request<Json>('DELETE', '/customer/paymentmethod/pm_demo_jane_visa', {
      token: jane,
    });
    expect(gone.status).toBe(404);
    expect((await api().request('DELETE', '/customer/paymentmethod/bad%20id', { token: jane })).status).toBe(
      400,
    );
    expect((await api().request('DELETE', '/customer/paymentmethod/pm_x')).status).toBe(401);
  });

  test('card calls need a session', async () => {
    expect((await api().post('/customer/paymentMethod', visa)).status).toBe(401);
  });
});
