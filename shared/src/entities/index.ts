// Types and boundary schemas of the spec's entities (spec 1 §3, spec 2 §3, spec 3 §3).

export * from './cart.js';
export * from './customer.js';
export * from './group.js';
export * from './loyalty.js';
export * from './menu.js';
export * from './primitives.js';
export * from './schedule.js';
export * from './store.js';
export * from './thumbs-up.js';
