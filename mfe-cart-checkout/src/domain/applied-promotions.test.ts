import type { AppliedPromotions } from '@owa/shared';
import { promotionsChangePrice } from './applied-promotions';

const none: AppliedPromotions = { storeId: '1001', redemptionItems: [], coupon: null, punchCards: [] };
const welcome: AppliedPromotions = { ...none, coupon: { id: 7, code: 'WELCOME10' } };

describe('promotionsChangePrice', () => {
  it("an empty set after none (a visitor's page load) or after another empty set asks nothing new", () => {
    expect(promotionsChangePrice(null, none)).toBe(false);
    expect(promotionsChangePrice(none, { ...none, storeId: '1002' })).toBe(false);
  });

  it('a coupon applied or removed, or another coupon, is priced again', () => {
    expect(promotionsChangePrice(null, welcome)).toBe(true);
    expect(promotionsChangePrice(welcome, none)).toBe(true);
    expect(promotionsChangePrice(welcome, { ...welcome, storeId: '1002' })).toBe(true);
    expect(promotionsChangePrice(welcome, welcome)).toBe(false);
  });
});
