// Account-team rules (spec 3). Pure functions: the dialogs and account pages call these.

export * from './card-form';
export * from './external-links';
export * from './guest';
export * from './guest-history';
export * from './login';
export * from './order-history';
export * from './referral';
