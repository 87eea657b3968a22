import { bus, type CartSummary } from '@owa/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountState } from '../../app/store';
import { coffeeCard, janeRewards, welcome10 } from '../../domain/loyalty/testing/jane';
import {
  appliedPromotionsOf,
  connectLoyaltyToBus,
  couponApplied,
  loyaltyFailed,
  loyaltyLoaded,
  punchCardUseChanged,
  rewardApplied,
  sessionChanged,
} from '../loyalty';
import { janeStore, renderWithStore } from '../loyalty/testing/render';
import CartPromotions from './CartPromotions';

jest.mock('../loyalty/loyalty-connection', () => ({ ensureLoyaltyConnected: () => {} }));

const cart = bus.publisherFor('cart');

function priced(promotionErrors: CartSummary['promotionErrors']) {
  act(() =>
    cart.publish('cart:summary', {
      storeId: '1001',
      itemCount: 1,
      totalCents: 499,
      subtotalCents: 499,
      lines: [{ code: 'FRIES', qty: 1, menuCode: 'ALLDAY' }],
      existingOrder: null,
      promotionErrors,
    }),
  );
}

const region = () => screen.getByRole('region', { name: 'Promotions' });

describe('the cart promotions parcel', () => {
  it('lists what is applied, each removable, and removing republishes what the cart prices', async () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    priced([]);
    act(() => {
      store.dispatch(couponApplied({ couponId: String(welcome10.id) }));
      store.dispatch(rewardApplied({ rewardId: 'RW-FRIES' }));
      store.dispatch(punchCardUseChanged({ id: String(coffeeCard.id), using: 1 }));
    });
    renderWithStore(store, <CartPromotions />);
    const applied = await screen.findByRole('list', { name: 'Applied to this order' });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Reward: Free Classic FriesRemove',
      'Coupon: WELCOME10Remove',
      'Punch card: Coffee Card (1 free item)Remove',
    ]);
    expect(within(region()).getByText('Your points: 1,250')).toBeInTheDocument();
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove WELCOME10' }));
    expect(bus.current('account:applied-promotions')?.coupon ?? null).toBeNull();
    expect(appliedPromotionsOf((store.getState() as AccountState).loyalty).coupon).toBeNull();
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove Coffee Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Free Classic Fries' }));
    expect(screen.queryByRole('list', { name: 'Applied to this order' })).not.toBeInTheDocument();
    expect(bus.current('account:applied-promotions')).toMatchObject({ redemptionItems: [], punchCards: [] });
    disconnect();
  });

  it('shows every card with its validity message, and the refusal next to the refused card', async () => {
    const store = janeStore();
    const disconnect = connectLoyaltyToBus(store);
    priced([]);
    act(() => {
      store.dispatch(rewardApplied({ rewardId: 'RW-FRIES' }));
    });
    renderWithStore(store, <CartPromotions />);
    const cards = await screen.findByRole('list', { name: 'Rewards, coupons and punch cards' });
    expect(within(cards).getByRole('button', { name: /^BOGO Burger/ })).toHaveTextContent(
      'Minimum order $25.00',
    );
    expect(within(cards).queryByRole('button', { name: /Gift Coupon/ })).not.toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: /^\$5 off/ })).toHaveTextContent(
      'Please remove your active Reward Option',
    );
    priced([{ kind: 'reward', code: 'LOYALTY_ERR_NOT_ENOUGH_POINTS' }]);
    expect(within(cards).getByRole('button', { name: /^Free Classic Fries/ })).toHaveTextContent(
      'Not enough points to redeem',
    );
    const applied = screen.getByRole('list', { name: 'Applied to this order' });
    expect(within(applied).getByRole('status')).toHaveTextContent('Not enough points to redeem');
    disconnect();
  });

  it('opens the loyalty dialog of a card in the cart, not in the store page carousel', async () => {
    const store = janeStore();
    priced([]);
    renderWithStore(store, <CartPromotions />);
    await userEvent.click(await screen.findByRole('button', { name: /^WELCOME10/ }));
    expect(store.getState().loyalty.dialog).toEqual({
      kind: 'coupon',
      id: String(welcome10.id),
      origin: 'cart',
    });
  });

  it("asks a visitor to log in: 'Please login to see your rewards' opens the login dialog", async () => {
    const store = janeStore();
    act(() => {
      store.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: false }));
      store.dispatch(loyaltyLoaded({ rewards: janeRewards, coupons: [], punchCards: [], points: 0 }));
    });
    const requests: unknown[] = [];
    const sink = bus.on('account:login-requested').subscribe((request) => requests.push(request));
    renderWithStore(store, <CartPromotions />);
    await userEvent.click(await screen.findByRole('button', { name: 'Please login to see your rewards' }));
    expect(requests).toEqual([{ reason: 'reward' }]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    sink.unsubscribe();
  });

  it('shows a skeleton while loading, and nothing where the store has no loyalty program', async () => {
    const store = janeStore();
    act(() => {
      store.dispatch(sessionChanged({ storeId: '2002', isLoggedIn: true }));
    });
    const { container } = renderWithStore(store, <CartPromotions />);
    expect(screen.getByLabelText('Loading rewards and coupons…')).toHaveAttribute('aria-busy', 'true');
    act(() => {
      store.dispatch(loyaltyLoaded({ rewards: [], coupons: [], punchCards: [], points: 0 }));
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('says when the rewards could not be loaded, with a way to retry', async () => {
    const store = janeStore();
    act(() => {
      store.dispatch(loyaltyFailed());
    });
    renderWithStore(store, <CartPromotions />);
    expect(screen.getByRole('alert')).toHaveTextContent('Rewards and coupons could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
