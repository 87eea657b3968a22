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
const WAITING_KEY = Symbol.for('owa.slot-mounter-waiting.v1');
type GlobalWithMounter = typeof globalThis & {
  [MOUNTER_KEY]?: SlotMounter;
  [WAITING_KEY]?: Set<(mounter: SlotMounter) => void>;
};
const page = globalThis as GlobalWithMounter;

/** Called once by the host; the slots rendered before it mount now. */
export function provideSlotMounter(mounter: SlotMounter): void {
  page[MOUNTER_KEY] = mounter;
  const waiting = page[WAITING_KEY];
  page[WAITING_KEY] = undefined;
  for (const callback of waiting ?? []) callback(mounter);
}

export function slotMounter(): SlotMounter | undefined {
  return page[MOUNTER_KEY];
}

/**
 * Calls back with the host's mounter: at once when it is there, else when the host provides it. A
 * slot can render first (the header's root commits while the shell is still composing the page);
 * it must wait rather than stay empty. Returns a cancel function.
 */
export function whenSlotMounter(callback: (mounter: SlotMounter) => void): () => void {
  const mounter = page[MOUNTER_KEY];
  if (mounter) {
    callback(mounter);
    return () => {};
  }
  const waiting = page[WAITING_KEY] ?? new Set();
  page[WAITING_KEY] = waiting;
  waiting.add(callback);
  return () => void waiting.delete(callback);
}
