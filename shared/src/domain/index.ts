// Domain rules needed by two or more teams (or by the API and a client). Pure functions only.

export * from './availability/index.js';
export * from './formatting/index.js';
export * from './item-configuration/index.js';
export * from './language/index.js';
export * from './order-status/index.js';
export * from './order-type/index.js';
export * from './pictures/index.js';
export * from './pricing/index.js';
export * from './scheduling/index.js';
export * from './store-hours/index.js';
