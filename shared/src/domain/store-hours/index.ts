export * from './hours.js';
export * from './today.js';
export * from './zone.js';
