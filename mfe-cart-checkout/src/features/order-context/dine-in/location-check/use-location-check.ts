import { bus } from '@owa/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { checkDineInLocation, type LatLng } from '../../../../domain/location';
import { selectStoreContext } from '../../order-context-slice';
import { useOrderContextDispatch, useOrderContextSelector } from '../../state';
import { dineInMessages as m } from '../dine-in-messages';
import { dineInActions } from '../dine-in-slice';

/** Spec 3 §4: high accuracy, 5 s time-out, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 0,
};

function currentPosition(): Promise<LatLng | 'denied'> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve('denied');
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve('denied'),
      GEOLOCATION_OPTIONS,
    );
  });
}

/**
 * Dine-in location check (spec 3 §4): once a table is set at a store that verifies location, the
 * diner's position is compared with the store's; outside the radius the not-in-store dialog opens,
 * a refused position asks for GPS.
 */
export function useLocationCheck(): void {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const { orderType, tableId } = useOrderContextSelector((state) => selectStoreContext(state));
  const owa = store?.settings?.owaSettings;
  const verify = owa?.verifyLocation === true;
  useEffect(() => {
    if (!verify || !store || orderType !== 'DINE_IN' || !tableId) return;
    let live = true;
    void currentPosition().then((position) => {
      if (!live) return;
      const verdict = checkDineInLocation({
        verifyLocation: true,
        position,
        store: store.gpsCoordinate ?? null,
        radiusKm: owa?.dineInLocationRestrictionInKM ?? null,
      });
      if (verdict === 'not-in-store') dispatch(dineInActions.dialogOpened('not-in-store'));
      if (verdict === 'permission-denied')
        bus.emit('shell:snack', { message: intl.formatMessage(m.locationAllowGps), status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [verify, store, orderType, tableId, owa?.dineInLocationRestrictionInKM, dispatch, intl]);
}
