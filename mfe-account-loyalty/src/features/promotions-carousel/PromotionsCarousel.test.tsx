import { bus } from '@owa/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { janeRewards } from '../../domain/loyalty/testing/jane';
import { cartSummaryChanged, connectLoyaltyToBus, loyaltyLoaded, sessionChanged } from '../loyalty';
import { janeStore, renderWithStore } from '../loyalty/testing/render';
import { PromotionsCarousel } from './PromotionsCarousel';

jest.mock('../loyalty/loyalty-connection', () => ({ ensureLoyaltyConnected: () => {} }));

const cartWithFries = {
  storeId: '1001',
  itemCount: 1,
  totalCents: 499,
  subtotalCents: 499,
  lines: [{ code: 'FRIES', qty: 1, menuCode: 'ALLDAY' }],
  existingOrder: null,
};

// Commands nobody listens to are queued by the bus for the first subscriber: listen from the start.
const events: string[] = [];
const sinks = [
  bus.on('shell:snack').subscribe((snack) => events.push(snack.message)),
  bus.on('account:login-requested').subscribe((request) => events.push(`login:${request.reason}`)),
  bus.on('cart:open').subscribe(() => events.push('cart:open')),
];
afterAll(() => {
  for (const sink of sinks) sink.unsubscribe();
});

beforeEach(() => {
  events.length = 0;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});

describe('the promotions carousel with Jane logged in', () => {
  it('shows the three carousels, the points with separators, and each card state', async () => {
    const store = janeStore();
    renderWithStore(store, <PromotionsCarousel />);
    expect(await screen.findByRole('heading', { name: 'Loyalty Program' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promotion & Rewards' })).toBeInTheDocument();
    expect(screen.getByText('Your points: 1,250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^20% off/ })).toHaveTextContent(
      'Not enough points to redeem. 1,750 more points needed',
    );
    expect(screen.getByRole('button', { name: /^BOGO Burger/ })).toHaveTextContent('Minimum order $25.00');
    expect(screen.getByRole('button', { name: /^BOGO Burger/ })).toHaveTextContent(
      'You are not Eligible for this coupon',
    );
    expect(screen.getByRole('button', { name: /^\$25 Gift Coupon/ })).toHaveTextContent('Buy for $25.00');
    expect(screen.getByRole('button', { name: /^Coffee Card/ })).toHaveTextContent('10 of 10 stamps');
  });

  it('pages the coupons one at a time on a phone', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
    renderWithStore(janeStore(), <PromotionsCarousel />);
    const coupons = (await screen.findByRole('heading', { name: 'Coupons' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(coupons).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(coupons).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(coupons).getByRole('button', { name: 'Next' }));
    expect(within(coupons).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(coupons).getByRole('button', { name: /^BOGO Burger/ })).toBeInTheDocument();
  });

  it('redeeming Free Classic Fries adds the fries and publishes the reward to the cart', async () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: true }));
    const added: unknown[] = [];
    const subscription = bus.on('cart:add-item').subscribe((item) => added.push(item));
    renderWithStore(store, <PromotionsCarousel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Free Classic Fries/ }));
    const dialog = await screen.findByTestId('reward-dialog');
    expect(within(dialog).getByText('Your points: 1,250')).toBeInTheDocument();
    expect(within(dialog).getByText('500 points')).toBeInTheDocument();
    expect(within(dialog).getByText('No expiration')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(added).toEqual([expect.objectContaining({ itemCode: 'FRIES', quantity: 1, unitPriceCents: 499 })]);
    expect(bus.current('account:applied-promotions')).toMatchObject({
      storeId: '1001',
      redemptionItems: [{ rewardId: 'RW-FRIES', qty: 1, redeemPoints: 500 }],
    });
    expect(screen.getByRole('button', { name: /^Free Classic Fries/ })).toHaveTextContent('In your cart');
    expect(screen.getByRole('button', { name: /^\$5 off/ })).toHaveTextContent(
      'Please remove your active Reward Option',
    );
    subscription.unsubscribe();
    disconnect();
  });

  it('WELCOME10 becomes the active coupon; another coupon is then refused', async () => {
    const store = janeStore();
    store.dispatch(cartSummaryChanged(cartWithFries));
    renderWithStore(store, <PromotionsCarousel />);
    await userEvent.click(await screen.findByRole('button', { name: /^WELCOME10/ }));
    const dialog = await screen.findByTestId('coupon-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select Coupon' }));
    expect(store.getState().loyalty.applied.coupon?.code).toBe('WELCOME10');
    expect(screen.getByRole('button', { name: /^WELCOME10/ })).toHaveTextContent('Active');
    await userEvent.click(screen.getByRole('button', { name: /^BOGO Burger/ }));
    expect(await screen.findByTestId('coupon-dialog')).toHaveTextContent(
      'Please remove your active coupon first',
    );
  });

  it('a previous order that used a coupon refuses WELCOME10', async () => {
    const store = janeStore();
    store.dispatch(
      cartSummaryChanged({
        ...cartWithFries,
        existingOrder: { orderId: 'O1', pointsUsed: 0, stampsUsed: 0, couponUsed: true },
      }),
    );
    renderWithStore(store, <PromotionsCarousel />);
    expect(await screen.findByRole('button', { name: /^WELCOME10/ })).toHaveTextContent(
      'A previous order already used a coupon',
    );
  });

  it('the Coffee Card redeems at 100 % and is refused below it', async () => {
    const store = janeStore();
    renderWithStore(store, <PromotionsCarousel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Coffee Card/ }));
    const dialog = await screen.findByTestId('punch-card-dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(store.getState().loyalty.applied.punchCards).toEqual([
      expect.objectContaining({ id: 'pc_jane_coffee', using: 1 }),
    ]);
    act(() => {
      store.dispatch(
        cartSummaryChanged({
          ...cartWithFries,
          existingOrder: { orderId: 'O1', pointsUsed: 0, stampsUsed: 1, couponUsed: false },
        }),
      );
    });
    expect(within(dialog).getByRole('button', { name: 'Stop using' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Coffee Card/, hidden: true })).toHaveTextContent(
      '9 of 10 stamps',
    );
  });
});

describe('the promotions carousel for a visitor', () => {
  it('a reward click says to log in and asks for the login dialog', async () => {
    const store = janeStore();
    store.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: false }));
    store.dispatch(loyaltyLoaded({ rewards: janeRewards, coupons: [], punchCards: [], points: 0 }));
    renderWithStore(store, <PromotionsCarousel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Free Classic Fries/ }));
    expect(events).toEqual(['Please login to see your rewards', 'login:reward']);
    expect(screen.queryByTestId('reward-dialog')).not.toBeInTheDocument();
  });

  it('on a phone the cart opens too (spec 3 §4)', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
    const store = janeStore();
    store.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: false }));
    store.dispatch(loyaltyLoaded({ rewards: janeRewards, coupons: [], punchCards: [], points: 0 }));
    renderWithStore(store, <PromotionsCarousel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Free Classic Fries/ }));
    expect(events).toEqual(['Please login to see your rewards', 'login:reward', 'cart:open']);
  });
});
