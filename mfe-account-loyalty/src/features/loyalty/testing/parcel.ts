import { act } from '@testing-library/react';
import { accountStore } from '../../../app/store';
import { bogo, coffeeCard, janeRewards, welcome10 } from '../../../domain/loyalty/testing/jane';
import type { parcels } from '../../../entry';
import { loyaltyLoaded, sessionChanged } from '../loyalty-slice';

type Parcel = (typeof parcels)[keyof typeof parcels];
type ParcelProps = Parameters<Parcel['mount']>[0];

/** Mounts one of the remote's parcels into a fresh slot, as the host's slot mounter does. */
export async function mountParcel(parcel: Parcel, name: string) {
  const slot = document.createElement('span');
  document.body.appendChild(slot);
  // single-spa's own objects are not needed by these lifecycles; the test passes stand-ins.
  const props = {
    name,
    domElement: slot,
    singleSpa: {},
    mountParcel: () => undefined,
  } as unknown as ParcelProps;
  await parcel.bootstrap(props);
  // Mount resolves once its render has committed, and that render runs only as this act ends:
  // awaited inside it, the mount would never resolve.
  let mounting: Promise<unknown> = Promise.resolve();
  act(() => {
    mounting = parcel.mount(props);
  });
  // What the mounted tree still loads (a lazy area's code) arrives inside act, so it has rendered
  // before the test looks at the slot.
  await act(() => mounting);
  return {
    slot,
    async unmount() {
      let unmounting: Promise<unknown> = Promise.resolve();
      act(() => {
        unmounting = parcel.unmount(props);
      });
      await unmounting;
    },
  };
}

/** Jane's loyalty at store 1001 arrives in the remote's own store (what the parcels read). */
export function janeLoyaltyArrives(): void {
  act(() => {
    accountStore.dispatch(sessionChanged({ storeId: '1001', isLoggedIn: true }));
    accountStore.dispatch(
      loyaltyLoaded({
        rewards: janeRewards,
        coupons: [welcome10, bogo],
        punchCards: [coffeeCard],
        points: 1250,
      }),
    );
  });
}
