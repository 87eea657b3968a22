export * from './order-days.js';
export * from './slots.js';
