// The order-history feature's public face: what other features may use.
export * from './OrderCard';
export * from './OrderHistoryTab';
export * from './order-history-listeners';
export * from './order-history-slice';
