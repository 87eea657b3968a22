import type { ShoppingCartRequest } from '@owa/shared/entities';
import { orderPayload } from './order-payload';

const cart: ShoppingCartRequest = {
  storeId: '1001',
  orderType: 'DELIVERY',
  subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 2 }] }],
  tableNo: '4',
  scheduledTime: '2026-11-23T17:00:00.000Z',
  deliveryAddress: { addressLine1: '200 Bay St', city: 'Toronto', postCode: 'M5J 2J2' },
  deliveryProvider: 'COURIER',
  couponCode: 'WELCOME10',
};
const details = {
  firstname: ' Jane ',
  lastname: 'Doe',
  phoneNumber: '(416) 555-0100',
  email: 'jane@example.com',
  orderNotes: '  ',
  deliveryNotes: 'Buzz 12',
};

test('spec 2 §3 order payload: the cart request plus name, phone digits, notes; delivery fields only for delivery', () => {
  const payload = orderPayload({ cart, customerId: '7', vc: null, takeout: true }, details);
  expect(payload).toMatchObject({
    storeId: '1001',
    customerId: '7',
    customerName: 'Jane Doe',
    telephone: '4165550100',
    deliveryProvider: 'COURIER',
    deliveryInstructions: 'Buzz 12',
    scheduledTime: '2026-11-23T17:00:00.000Z',
    couponCode: 'WELCOME10',
    tableNo: null,
    takeout: null,
    orderNotes: null,
  });
  const pickup = orderPayload(
    { cart: { ...cart, orderType: 'PICKUP' }, customerId: null, vc: null, takeout: false },
    details,
  );
  expect(pickup).toMatchObject({ deliveryAddress: null, deliveryProvider: null, deliveryInstructions: null });
  const dineIn = orderPayload(
    { cart: { ...cart, orderType: 'DINE_IN' }, customerId: null, vc: 'v1', takeout: true },
    details,
  );
  expect(dineIn).toMatchObject({ tableNo: '4', takeout: true, vc: 'v1' });
});
