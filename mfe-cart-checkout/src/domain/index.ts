// Cart-team rules (spec 2). Pure functions: the cart store and the dialogs call these.

export * from './cart-action';
export * from './cart-errors';
export * from './cart-lines';
export * from './cart-messages';
export * from './cart-state';
export * from './checkout-form';
export * from './delivery';
export * from './delivery-validation';
export * from './express-pay';
export * from './location';
export * from './order-type-choice';
export * from './payment';
export * from './payment-outcome';
export * from './qr';
export * from './table';
