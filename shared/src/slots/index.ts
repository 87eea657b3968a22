export type * from './remote-entry';
export { Slot } from './Slot';
export * from './slot-registry';
