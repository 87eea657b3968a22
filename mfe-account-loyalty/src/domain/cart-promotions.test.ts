import { cartPromotionsView } from './cart-promotions';
import { bogo, coffeeCard, gift25, janeRewards, welcome10 } from './loyalty/testing/jane';

const none = { rewards: [], coupons: [], punchCards: [], appliedCount: 0 };

describe('the cart promotions area (spec 2 §2, spec 3 §4)', () => {
  it('renders nothing where the store runs no loyalty program, for visitors and customers', () => {
    expect(cartPromotionsView({ ...none, isLoggedIn: false })).toEqual({ kind: 'hidden' });
    expect(cartPromotionsView({ ...none, isLoggedIn: true })).toEqual({ kind: 'hidden' });
  });

  it('asks a visitor to log in where the store has rewards', () => {
    expect(cartPromotionsView({ ...none, isLoggedIn: false, rewards: janeRewards })).toEqual({
      kind: 'login',
    });
  });

  it("lists a customer's cards without the purchasable coupons, which are bought elsewhere", () => {
    const view = cartPromotionsView({
      ...none,
      isLoggedIn: true,
      rewards: janeRewards,
      coupons: [welcome10, bogo, gift25],
      punchCards: [coffeeCard],
    });
    expect(view.kind).toBe('cards');
    if (view.kind !== 'cards') return;
    expect(view.coupons.map((c) => c.code)).toEqual(['WELCOME10', 'BOGOBURGER']);
    expect(view.rewards).toHaveLength(3);
    expect(view.punchCards).toEqual([coffeeCard]);
  });

  it('shows the short empty state when the program offers this customer nothing to apply', () => {
    expect(cartPromotionsView({ ...none, isLoggedIn: true, coupons: [gift25] })).toEqual({ kind: 'empty' });
  });

  it('hides in-person-only rewards, as the store route does', () => {
    const inPerson = {
      ...janeRewards[0],
      id: 'RW-INSTORE',
      onlineRedeemable: false,
    } as (typeof janeRewards)[0];
    const view = cartPromotionsView({ ...none, isLoggedIn: true, rewards: [inPerson] });
    expect(view).toEqual({ kind: 'empty' });
  });
});
