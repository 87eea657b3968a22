// Types and boundary schemas of the spec's entities (spec 1 §3, spec 2 §3, spec 3 §3).

// The calls' requests and answers are the API contract's (@owa/shared/api); their types are named
// here too, for the apps (from this index only: the contract's modules import the entities').
export type { ShoppingCartRequest } from '../api/cart.js';
export type { OrderPayload } from '../api/orders.js';
export type { OrderBonus, PaymentAnswer, PaymentRequest, PaymentStatusAnswer } from '../api/payments.js';
export * from './cart.js';
export * from './customer.js';
export * from './group.js';
export * from './loyalty.js';
export * from './menu.js';
export * from './primitives.js';
export * from './schedule.js';
export * from './store.js';
export * from './thumbs-up.js';
