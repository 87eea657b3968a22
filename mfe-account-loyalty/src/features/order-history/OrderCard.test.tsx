import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { render, screen, within } from '@testing-library/react';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { OrderCard } from './OrderCard';

/** A delivery order as the history answers it once its card payment settled with a $3 tip. */
const settledWithTips = {
  orderId: 'o-1',
  displayId: 'M1001-7',
  storeId: '1001',
  groupId: 'G1001',
  orderStatus: 'RECEIVED',
  subOrderList: [{ seq: 1, orderItemList: [{ code: 'FRIES', name: 'Classic Fries', qty: 2, price: 10 }] }],
  subTotal: 20,
  discountTotal: 2,
  deliveryCharge: 5,
  taxTotal: 2.99,
  tipsAmount: 3,
  total: 28.99,
};

function renderCard(order: typeof settledWithTips | Omit<typeof settledWithTips, 'tipsAmount'>) {
  render(
    <MicroFrontendFrame area="mfe-account:order-card-test" english={english} loaders={loaders}>
      <OrderCard order={order} storeId="1001" />
    </MicroFrontendFrame>,
  );
  return screen.findByRole('article', { name: 'Order M1001-7' });
}

/** The bill's rows under the lines, as "label amount". */
function billRows(card: HTMLElement): string[] {
  const bill = within(card).getByText('Subtotal').closest('div')?.parentElement;
  if (!bill) throw new Error('no bill');
  return [...bill.children].map((row) => [...row.children].map((cell) => cell.textContent).join(' '));
}

describe("a past order's card (spec 3 order history)", () => {
  it('shows the tips its total includes, so the bill adds up as on the order status page', async () => {
    const card = await renderCard(settledWithTips);
    expect(billRows(card)).toEqual([
      'Subtotal $20.00',
      'Discount -$2.00',
      'Delivery fee $5.00',
      'Tax $2.99',
      'Tips $3.00',
      'Total $28.99',
    ]);
  });

  it('shows no tips row for an order without them', async () => {
    const { tipsAmount: _, ...untipped } = settledWithTips;
    const card = await renderCard({ ...untipped, total: 25.99 });
    expect(within(card).queryByText('Tips')).toBeNull();
    expect(within(card).getByText('$25.99')).toBeTruthy();
  });
});
