import { bus, type CartSummary } from '@owa/shared';
import { act, screen } from '@testing-library/react';
import { coffeeCard, welcome10 } from '../../domain/loyalty/testing/jane';
import { PromotionsCarousel } from '../promotions-carousel';
import { connectLoyaltyToBus } from './loyalty-bus';
import { couponApplied, punchCardUseChanged, rewardApplied } from './loyalty-slice';
import { janeStore, renderWithStore } from './testing/render';

jest.mock('./loyalty-connection', () => ({ ensureLoyaltyConnected: () => {} }));

const cart = bus.publisherFor('cart');

/** The cart's summary after the server priced it, with what it refused. */
function priced(promotionErrors: CartSummary['promotionErrors'], pricing = false) {
  act(() =>
    cart.publish('cart:summary', {
      storeId: '1001',
      itemCount: 2,
      totalCents: 998,
      subtotalCents: 998,
      lines: [{ code: 'FRIES', qty: 2, menuCode: 'ALLDAY' }],
      existingOrder: null,
      promotionErrors,
      pricing,
    }),
  );
}

const couponCard = () => screen.getByRole('button', { name: /^WELCOME10/ });

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});

describe('refused promotions on the account cards (spec 2 §8, spec 3 §4)', () => {
  it('the applied reward and punch card say why the server refused them, until it accepts them', async () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(rewardApplied({ rewardId: 'RW-FRIES' }));
    store.dispatch(punchCardUseChanged({ id: String(coffeeCard.id), using: 1 }));
    renderWithStore(store, <PromotionsCarousel />);
    await screen.findByRole('heading', { name: 'Loyalty Program' });
    priced([
      { kind: 'reward', code: 'LOYALTY_ERR_NOT_ENOUGH_POINTS' },
      { kind: 'punchCard', code: 'LOYALTY_ERR_PUNCH_CARD_INVALID' },
    ]);
    expect(screen.getByRole('button', { name: /^Free Classic Fries/ })).toHaveTextContent(
      'Not enough points to redeem',
    );
    expect(screen.getByRole('button', { name: /^\$5 off/ })).not.toHaveTextContent('Not enough points');
    expect(screen.getByRole('button', { name: /^Coffee Card/ })).toHaveTextContent(
      'This punch card cannot be used online',
    );
    priced([]);
    expect(screen.getByRole('button', { name: /^Free Classic Fries/ })).not.toHaveTextContent(
      'Not enough points to redeem',
    );
    expect(screen.getByRole('button', { name: /^Coffee Card/ })).not.toHaveTextContent(
      'cannot be used online',
    );
    disconnect();
  });

  it('an ineligible coupon says so and stays applied', async () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(couponApplied({ couponId: String(welcome10.id) }));
    renderWithStore(store, <PromotionsCarousel />);
    await screen.findByRole('heading', { name: 'Coupons' });
    priced([{ kind: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' }]);
    expect(couponCard()).toHaveTextContent('You are not Eligible for this coupon');
    expect(bus.current('account:applied-promotions')?.coupon?.code).toBe('WELCOME10');
    disconnect();
  });

  it('a summary published while the cart prices the change refuses nothing: its errors predate the coupon', async () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(couponApplied({ couponId: String(welcome10.id) }));
    renderWithStore(store, <PromotionsCarousel />);
    await screen.findByRole('heading', { name: 'Coupons' });
    // The cart before the coupon was refused for another reason; the reprice is still in flight.
    priced([{ kind: 'coupon', code: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND' }], true);
    expect(bus.current('account:applied-promotions')?.coupon?.code).toBe('WELCOME10');
    expect(couponCard()).not.toHaveTextContent('Invalid Coupon');
    priced([{ kind: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' }]);
    expect(couponCard()).toHaveTextContent('You are not Eligible for this coupon');
    disconnect();
  });

  it('an invalid coupon is cleared from the applied promotions and its card keeps saying so', async () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    store.dispatch(couponApplied({ couponId: String(welcome10.id) }));
    renderWithStore(store, <PromotionsCarousel />);
    await screen.findByRole('heading', { name: 'Coupons' });
    expect(couponCard()).toHaveTextContent('Active');
    priced([{ kind: 'coupon', code: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND' }]);
    expect(bus.current('account:applied-promotions')?.coupon).toBeNull();
    expect(couponCard()).toHaveTextContent('Invalid Coupon');
    expect(couponCard()).not.toHaveTextContent('Active');
    // Repriced without the coupon: nothing refused, yet the card still tells what happened.
    priced([]);
    expect(couponCard()).toHaveTextContent('Invalid Coupon');
    act(() => {
      store.dispatch(couponApplied({ couponId: String(welcome10.id) }));
    });
    expect(couponCard()).not.toHaveTextContent('Invalid Coupon');
    disconnect();
  });
});
