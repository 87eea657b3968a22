export * from './coupons.js';
export * from './discount-text.js';
export * from './messages.js';
export * from './punch-cards.js';
export * from './rewards.js';
