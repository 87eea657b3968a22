// Public surface of the contract package. Everything a team may rely on is exported here;
// the design kit is a separate entry (`@owa/shared/design-kit`) so non-UI code stays light.

// The calls' requests and answers are the API contract's (@owa/shared/api): one schema each, which
// the API parses with and the clients validate with. Their types are named here too, for the apps.
export type { ShoppingCartRequest } from './api/cart.js';
export type { OrderPayload } from './api/orders.js';
export type { OrderBonus, PaymentAnswer, PaymentRequest, PaymentStatusAnswer } from './api/payments.js';
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
export { createShownSignal, type ShownSignal } from './react/shown-signal';
export { useChannel, useLatest } from './react/use-channel';
export { useCurrentRoute, useCurrentSearch } from './react/use-current-route';
export * from './routes';
export * from './slots';
