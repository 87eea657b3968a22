// Cart-team rules (spec 2). Pure functions: the cart store and the dialogs call these.

export * from './cart-action';
export * from './cart-errors';
export * from './cart-lines';
export * from './cart-state';
export * from './checkout-form';
export * from './delivery';
export * from './location';
export * from './payment';
export * from './payment-outcome';
export * from './qr';
export * from './table';
export * from './delivery-validation';
export * from './order-type-choice';
export * from './cart-messages';
