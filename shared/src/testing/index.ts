export * from './demo-items.js';
