// The external-links feature's public face: what other features may use.
export * from './use-external-links';
