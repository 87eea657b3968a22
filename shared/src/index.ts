// Public surface of the contract package. Everything a team may rely on is exported here;
// the design kit is a separate entry (`@owa/shared/design-kit`) so non-UI code stays light.
export * from './api-client';
export * from './bus';
export * from './contract';
// The cart's, the customer's and loyalty's schemas and constants are needed only after a click, and
// this entry is an eagerly shared singleton (never tree-shaken): their values come from
// '@owa/shared/entities', which each app bundles as far as it uses it; their types stay here.
export type * from './entities/cart.js';
export type * from './entities/customer.js';
export * from './entities/group.js';
export type * from './entities/loyalty.js';
export * from './entities/menu.js';
export * from './entities/primitives.js';
export * from './entities/schedule.js';
export * from './entities/store.js';
export * from './entities/thumbs-up.js';
export * from './i18n';
export { useChannel } from './react/use-channel';
export * from './routes';
export * from './slots';
