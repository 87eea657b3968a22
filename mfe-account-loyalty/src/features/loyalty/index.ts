// The loyalty feature's public face: what other features may use.
export * from './CouponCard';
export * from './card-texts';
export * from './LoyaltyDialogs';
export * from './loyalty-bus';
export * from './loyalty-connection';
export * from './loyalty-listeners';
export * from './loyalty-messages';
export * from './loyalty-slice';
export * from './PunchCardCard';
export * from './RewardCard';
export * from './use-loyalty';
export * from './use-loyalty-actions';
export * from './use-promotion-item-snacks';
