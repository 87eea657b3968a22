// The referral feature's public face: what other features may use.
export * from './referral-slice';
export * from './referrer';
