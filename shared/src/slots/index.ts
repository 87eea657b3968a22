export { Slot } from './Slot';
export * from './slot-registry';
