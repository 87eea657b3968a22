export * from './order-type.js';
