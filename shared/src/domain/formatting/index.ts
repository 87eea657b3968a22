export * from './text.js';
export * from './time.js';
