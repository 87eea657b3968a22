// The logout feature's public face: what other features may use.
export * from './logout';
