/**
 * Slots are places in one team's page that another team fills (the cart button in the header,
 * the order-type selector in the store sub-header). The host binds each slot to a remote's
 * parcel; pages only name the slot, so no remote imports another.
 */
import type { SlotName, SlotProps } from './remote-entry';

export interface MountedSlot<S extends SlotName = SlotName> {
  update(props: SlotProps[S]): Promise<void>;
  unmount(): Promise<void>;
}

export type SlotMounter = <S extends SlotName>(
  name: S,
  domElement: HTMLElement,
  props: SlotProps[S],
) => Promise<MountedSlot<S>>;

const MOUNTER_KEY = Symbol.for('owa.slot-mounter.v1');
type GlobalWithMounter = typeof globalThis & { [MOUNTER_KEY]?: SlotMounter };

/** Called once by the host. */
export function provideSlotMounter(mounter: SlotMounter): void {
  (globalThis as GlobalWithMounter)[MOUNTER_KEY] = mounter;
}

export function slotMounter(): SlotMounter | undefined {
  return (globalThis as GlobalWithMounter)[MOUNTER_KEY];
}
