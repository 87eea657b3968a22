import type { AppliedPromotions } from '@owa/shared';
import { promotionsChange } from './applied-promotions';

const none: AppliedPromotions = { storeId: '1001', redemptionItems: [], coupon: null, punchCards: [] };
const welcome: AppliedPromotions = { ...none, coupon: { id: 7, code: 'WELCOME10' } };

describe('promotionsChange', () => {
  it("an empty set after none (a visitor's page load) or after another empty set asks nothing new", () => {
    expect(promotionsChange(null, none)).toBe('kept');
    expect(promotionsChange(none, { ...none, storeId: '1002' })).toBe('kept');
  });

  it('a coupon applied or removed, or another coupon, is priced again', () => {
    expect(promotionsChange(null, welcome)).toBe('priced');
    expect(promotionsChange(welcome, none)).toBe('priced');
    expect(promotionsChange(welcome, { ...welcome, storeId: '1002' })).toBe('priced');
  });

  it('the same set again changes nothing', () => {
    expect(promotionsChange(welcome, { ...welcome })).toBe('nothing');
    expect(promotionsChange(none, { ...none })).toBe('nothing');
  });
});
