export * from './coupons';
export * from './discount-text';
export * from './messages';
export * from './punch-cards';
export * from './rewards';
