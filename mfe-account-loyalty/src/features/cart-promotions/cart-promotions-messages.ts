/** The cart's promotions area (spec 2 §2 Cart dialog); the cards and dialogs use the loyalty messages. */
export const cartPromotionsMessages = {
  title: { id: 'cartPromotions.title', defaultMessage: 'Promotions' },
  applied: { id: 'cartPromotions.applied', defaultMessage: 'Applied to this order' },
  available: { id: 'cartPromotions.available', defaultMessage: 'Rewards, coupons and punch cards' },
  appliedReward: { id: 'cartPromotions.appliedReward', defaultMessage: 'Reward: {name}' },
  appliedCoupon: { id: 'cartPromotions.appliedCoupon', defaultMessage: 'Coupon: {name}' },
  appliedPunchCard: {
    id: 'cartPromotions.appliedPunchCard',
    defaultMessage: 'Punch card: {name} ({count, plural, one {# free item} other {# free items}})',
  },
  remove: { id: 'cartPromotions.remove', defaultMessage: 'Remove' },
  removeNamed: { id: 'cartPromotions.removeNamed', defaultMessage: 'Remove {name}' },
  empty: { id: 'cartPromotions.empty', defaultMessage: 'You have no rewards or coupons to use yet.' },
} as const;
