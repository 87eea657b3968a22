export * from './order-status.js';
