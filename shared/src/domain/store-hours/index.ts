export * from './hours.js';
export * from './zone.js';
