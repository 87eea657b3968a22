// The guest-history feature's public face: what other features may use.
export * from './guest-history-storage';
