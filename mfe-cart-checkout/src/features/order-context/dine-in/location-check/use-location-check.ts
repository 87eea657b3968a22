import { bus } from '@owa/shared';
import { useEffect, useRef } from 'react';
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
  // The words in the language of the moment the answer comes, without re-running the check when
  // the catalogue loads.
  const words = useRef(intl);
  words.current = intl;
  const dispatch = useOrderContextDispatch();
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const { orderType, tableId } = useOrderContextSelector((state) => selectStoreContext(state));
  const owa = store?.settings?.owaSettings;
  const verify = owa?.verifyLocation === true;
  // Checked once per store, table and place: a store's data read again (the same store) is no
  // reason to ask for the position again, nor to say twice that it was refused.
  const storeId = store?.storeId ?? null;
  const latitude = store?.gpsCoordinate?.latitude ?? null;
  const longitude = store?.gpsCoordinate?.longitude ?? null;
  const radiusKm = owa?.dineInLocationRestrictionInKM ?? null;
  useEffect(() => {
    if (!verify || storeId === null || orderType !== 'DINE_IN' || !tableId) return;
    let live = true;
    void currentPosition().then((position) => {
      if (!live) return;
      const verdict = checkDineInLocation({
        verifyLocation: true,
        position,
        store: latitude !== null && longitude !== null ? { latitude, longitude } : null,
        radiusKm,
      });
      if (verdict === 'not-in-store') dispatch(dineInActions.dialogOpened('not-in-store'));
      if (verdict === 'permission-denied')
        bus.emit('shell:snack', {
          message: words.current.formatMessage(m.locationAllowGps),
          status: 'error',
        });
    });
    return () => {
      live = false;
    };
  }, [verify, storeId, orderType, tableId, latitude, longitude, radiusKm, dispatch]);
}
