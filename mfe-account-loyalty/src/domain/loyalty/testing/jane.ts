// Jane's loyalty as GET /rewards and GET /customer/profile/store give it (DEMO-DATA.md), for tests.
import type { Coupon, PunchCard, RewardOption } from '@owa/shared/entities';

export const FRIES_ITEM = {
  code: 'FRIES',
  name: 'Classic Fries',
  price: 4.99,
  menuCode: 'ALLDAY',
  options: [],
  itemRelationList: [],
};

export const janeRewards: RewardOption[] = [
  {
    id: 'RW-FRIES',
    rewardName: 'Free Classic Fries',
    redeemPoints: 500,
    onlineRedeemable: true,
    discountAmount: 499,
    menuItem: FRIES_ITEM,
  },
  {
    id: 'RW-5OFF',
    rewardName: '$5 off',
    redeemPoints: 1000,
    onlineRedeemable: true,
    discountRule: { amount: 5 },
  },
  {
    id: 'RW-20PCT',
    rewardName: '20% off',
    redeemPoints: 3000,
    onlineRedeemable: true,
    discountRule: { percent: 0.2 },
  },
];

export const welcome10: Coupon = {
  id: 'c0a8f2e4-0001',
  code: 'WELCOME10',
  name: 'WELCOME10',
  uuid: 'c0a8f2e4-0001',
  validTo: '2027-12-31',
  charges: [],
  eligibilityResult: { isEligible: true, shouldShowIfNotEligible: true, ruleDescriptions: [] },
  ruleResult: { ruleResults: [] },
};

export const bogo: Coupon = {
  id: 'c0a8f2e4-0002',
  code: 'BOGOBURGER',
  name: 'BOGO Burger',
  uuid: 'c0a8f2e4-0002',
  validTo: '2027-06-30',
  charges: [],
  menuItem: {
    code: 'BYOB',
    name: 'Build Your Burger',
    price: 11.99,
    menuCode: 'ALLDAY',
    options: [{ code: 'PATTY' } as never],
  },
  eligibilityResult: {
    isEligible: false,
    shouldShowIfNotEligible: true,
    ruleDetailDescriptions: ['Minimum order $25.00'],
    ruleDescriptions: ['Minimum order $25.00'],
  },
  ruleResult: { ruleResults: [{ isEligible: false, description: 'Minimum order $25.00' }] },
};

export const gift25: Coupon = {
  id: 'GIFT25',
  code: 'GIFT25',
  name: '$25 Gift Coupon',
  uuid: null,
  charges: [{ price: 25 }] as Coupon['charges'],
  eligibilityResult: { isEligible: false, shouldShowIfNotEligible: true },
  ruleResult: { ruleResults: [] },
};

export const coffeeCard: PunchCard = {
  id: 'pc_jane_coffee',
  code: 'COFFEECARD',
  type: 'ITEM',
  name: 'Coffee Card',
  earned: 10,
  redeemCount: 10,
  using: 0,
  rewardNameString: 'free coffee',
  validTo: '2027-12-31',
  onlineRedeemable: true,
  discountAmount: 249,
};
