// Public surface of the contract package. Everything a team may rely on is exported here;
// the design kit is a separate entry (`@owa/shared/design-kit`) so non-UI code stays light.
export * from './api-client';
export * from './bus';
export * from './contract';
export * from './entities';
export * from './i18n';
export { useChannel } from './react/use-channel';
export * from './routes';
export * from './slots';
