// Public surface of the contract package. Everything a team may rely on is exported here;
// the design kit is a separate entry (`@owa/shared/design-kit`) so non-UI code stays light.
export * from './api-client';
export * from './bus';
export * from './contract';
// This entry is an eagerly shared singleton, never tree-shaken: every value it exports rides on the
// store page's first paint. So the entities give their types here, and as values only the schemas
// the apps' API calls pass from this entry (the sub-schemas they are built of, and the cart's, the
// customer's and loyalty's schemas, come from '@owa/shared/entities', which each app bundles as far
// as it uses it). A value imported from here by mistake is a type error (TS1362), not `undefined`.
export type * from './entities/cart.js';
export type * from './entities/customer.js';
export type * from './entities/group.js';
export { GroupSchema } from './entities/group.js';
export type * from './entities/loyalty.js';
export type * from './entities/menu.js';
export { LiteMenuListSchema, MenuSchema } from './entities/menu.js';
export type * from './entities/primitives.js';
export type * from './entities/schedule.js';
export type * from './entities/store.js';
export { StoreListSchema, StoreSchema } from './entities/store.js';
export type * from './entities/thumbs-up.js';
export { ThumbupClickSchema, ThumbupCountsSchema, ThumbupHistorySchema } from './entities/thumbs-up.js';
export * from './i18n';
export * from './page-store';
export { useChannel } from './react/use-channel';
export * from './routes';
export * from './slots';
