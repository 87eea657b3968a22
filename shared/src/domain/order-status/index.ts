export * from './order-status.js';
export * from './placed-bill.js';
