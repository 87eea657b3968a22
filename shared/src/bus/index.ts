export type { ChannelPublisher, EventBus } from './bus';
export { bus, ChannelOwnershipError, createEventBus } from './bus';
export type * from './events';
export type { OrderTypeCode } from './order-type-code';
