// Cart-team rules (spec 2). Pure functions: the cart store and the dialogs call these.
export * from './cart-errors';
export * from './cart-lines';
export * from './location';
export * from './payment';
export * from './qr';
export * from './table';
