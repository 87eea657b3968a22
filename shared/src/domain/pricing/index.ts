export * from './charge-selection.js';
export * from './composite.js';
export * from './line-pricing.js';
export * from './minimums.js';
export * from './money.js';
export * from './option-pricing.js';
export * from './relation-charges.js';
export * from './totals.js';
