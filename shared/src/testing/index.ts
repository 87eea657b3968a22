export * from './demo-items.js';
export * from './store-clock.js';
