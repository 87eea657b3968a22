export * from './catalogue.js';
export * from './items.js';
export * from './logger.js';
export * from './menu.js';
export * from './sale-type.js';
export * from './schedule.js';
