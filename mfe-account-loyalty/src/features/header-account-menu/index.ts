// The header-account-menu feature's public face: what other features may use.
export * from './account-paths';
