import { bogo, coffeeCard, gift25, janeRewards, welcome10 } from './loyalty/testing/jane';
import {
  type CartFacts,
  carouselItemsPerPage,
  couponCardState,
  EMPTY_CART,
  needsConfiguration,
  punchCardState,
  retryEvery,
  rewardCardState,
  rewardsForStoreRoute,
} from './loyalty-cards';

const [fries, fiveOff, twentyPct] = janeRewards as [
  (typeof janeRewards)[0],
  (typeof janeRewards)[0],
  (typeof janeRewards)[0],
];
const cartWithFries: CartFacts = { ...EMPTY_CART, itemCount: 1, subtotalCents: 499 };

describe('reward cards (spec 3 §4 Rewards, §5)', () => {
  const base = { isLoggedIn: true, points: 1250, cart: EMPTY_CART, activeRewardId: null };
  it('a visitor is asked to log in', () => {
    expect(rewardCardState({ ...base, isLoggedIn: false, reward: fries }).status).toBe('loginRequired');
  });
  it('Jane can redeem what 1,250 points cover and lacks 1,750 points for 20% off', () => {
    expect(rewardCardState({ ...base, reward: fries }).status).toBe('available');
    expect(rewardCardState({ ...base, reward: fiveOff }).status).toBe('available');
    expect(rewardCardState({ ...base, reward: twentyPct })).toEqual({
      status: 'insufficientFunds',
      missing: 1750,
    });
  });
  it('points an existing order already used count against the cost', () => {
    const cart = { ...EMPTY_CART, pointsUsed: 500 };
    expect(rewardCardState({ ...base, cart, reward: fiveOff })).toEqual({
      status: 'insufficientFunds',
      missing: 250,
    });
  });
  it('one active reward: the same shows already-in-cart, another asks to remove it first', () => {
    expect(rewardCardState({ ...base, reward: fries, activeRewardId: 'RW-FRIES' }).status).toBe(
      'alreadyInCart',
    );
    expect(rewardCardState({ ...base, reward: fiveOff, activeRewardId: 'RW-FRIES' }).status).toBe(
      'removeFirst',
    );
  });
  it('in-person-only rewards are refused online and hidden on the store route', () => {
    const inPerson = { ...fiveOff, id: 'RW-IP', onlineRedeemable: false };
    expect(rewardCardState({ ...base, reward: inPerson }).status).toBe('inPersonRedeemable');
    expect(rewardsForStoreRoute([fries, inPerson]).map((r) => r.id)).toEqual(['RW-FRIES']);
  });
});

describe('coupon cards (spec 3 §4 Coupons)', () => {
  const base = { isLoggedIn: true, activeCoupon: null, cart: cartWithFries };
  it('WELCOME10 is usable with items in the cart, refused on an empty cart', () => {
    expect(couponCardState({ ...base, coupon: welcome10 }).status).toBe('usable');
    expect(couponCardState({ ...base, cart: EMPTY_CART, coupon: welcome10 }).status).toBe('emptyCart');
  });
  it('BOGO is not eligible and lists its failing rule', () => {
    expect(couponCardState({ ...base, coupon: bogo })).toEqual({
      status: 'notEligible',
      rules: ['Minimum order $25.00'],
    });
  });
  it('one active coupon; a previous order that used one refuses another', () => {
    expect(couponCardState({ ...base, activeCoupon: welcome10, coupon: welcome10 }).status).toBe('active');
    expect(couponCardState({ ...base, activeCoupon: bogo, coupon: welcome10 }).status).toBe(
      'removeActiveFirst',
    );
    const cart = { ...cartWithFries, couponUsed: true };
    expect(couponCardState({ ...base, cart, coupon: welcome10 }).status).toBe('previousOrderUsedCoupon');
  });
  it('a purchasable coupon goes to the coupon app; a visitor must log in', () => {
    expect(couponCardState({ ...base, coupon: gift25 }).status).toBe('purchasable');
    expect(couponCardState({ ...base, isLoggedIn: false, coupon: welcome10 }).status).toBe('loginRequired');
  });
  it("a visitor's coupon lists no server rule: the card words the login itself, in the diner's language", () => {
    const asSeenByVisitor = {
      ...bogo,
      ruleResult: { ruleResults: [{ isEligible: false, description: 'Please log in to use this coupon' }] },
    };
    expect(couponCardState({ ...base, isLoggedIn: false, coupon: asSeenByVisitor })).toEqual({
      status: 'loginRequired',
      rules: [],
    });
  });
});

describe('punch cards (spec 3 §4, §9)', () => {
  it('10 of 10 stamps: 100 %, Redeem enabled, one free unit', () => {
    expect(punchCardState(coffeeCard, EMPTY_CART)).toEqual({
      allowed: 10,
      freeUnits: 1,
      progress: 100,
      canRedeem: true,
      checkMyCart: false,
    });
  });
  it('progress is capped at 100 % and free units are floor(allowed / redeemCount)', () => {
    const state = punchCardState({ ...coffeeCard, earned: 25 }, EMPTY_CART);
    expect(state.progress).toBe(100);
    expect(state.freeUnits).toBe(2);
  });
  it('stamps used by the existing order are not available again', () => {
    const state = punchCardState(coffeeCard, { ...EMPTY_CART, stampsUsed: 1 });
    expect(state).toMatchObject({ allowed: 9, progress: 90, canRedeem: false, freeUnits: 0 });
  });
  it('coupon-type cards show Check My Cart', () => {
    expect(punchCardState({ ...coffeeCard, type: 'COUPON' }, EMPTY_CART).checkMyCart).toBe(true);
  });
});

describe('opening retries (spec 3 §4: 10 times, 50 ms apart)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  it('gives up after the tenth attempt, 450 ms after the first', async () => {
    const attempt = jest.fn(() => false);
    const outcome = retryEvery(attempt);
    await jest.advanceTimersByTimeAsync(449);
    expect(attempt).toHaveBeenCalledTimes(9);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe(false);
    expect(attempt).toHaveBeenCalledTimes(10);
  });
  it('succeeds as soon as the card is there', async () => {
    let calls = 0;
    const outcome = retryEvery(() => ++calls === 3);
    await jest.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toBe(true);
    expect(calls).toBe(3);
  });
});

it('carousel items per page: 1 from 0, 2 from 768, 3 from 1024, 4 from 1440 px (spec 1 §9)', () => {
  expect([0, 412, 767, 768, 1023, 1024, 1439, 1440, 2000].map(carouselItemsPerPage)).toEqual([
    1, 1, 1, 2, 2, 3, 3, 4, 4,
  ]);
});

it('only items with something to choose need the menu team configuration steps', () => {
  expect(needsConfiguration(fries.menuItem)).toBe(false);
  expect(
    needsConfiguration({
      code: 'COMBO1',
      name: 'Burger Combo',
      price: 14.99,
      itemRelationList: [{} as never],
    }),
  ).toBe(true);
  expect(needsConfiguration(null)).toBe(false);
});
