// The API's contract: one schema per request and per answer of every call, and the table of
// operations the OpenAPI document is generated from. Not on any page's first paint: apps import
// the schemas they need from '@owa/shared/api' and bundle only those.
export * from './address.js';
export * from './auth.js';
export * from './captcha.js';
export * from './cart.js';
export * from './catalog.js';
export * from './customer.js';
export * from './loyalty.js';
export * from './operations.js';
export * from './order-status.js';
export * from './orders.js';
export * from './payment-methods.js';
export * from './payments.js';
export * from './primitives.js';
export * from './reports.js';
export * from './service-requests.js';
export * from './thumbs-up.js';
