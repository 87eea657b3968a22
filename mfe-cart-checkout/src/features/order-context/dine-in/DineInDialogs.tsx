import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { OverlayScope } from '../../checkout/OverlayScope';
import { type DineInState, selectDineInDialog } from './dine-in-slice';

const GuestCheckoutDialog = lazy(() => import('../../checkout/guest/GuestCheckoutDialog'));
const TableNumberDialog = lazy(() => import('./table/TableNumberDialog'));
const QrScannerDialog = lazy(() => import('./qr-scanner/QrScannerDialog'));
const CallServerDialog = lazy(() => import('./call-server/CallServerDialog'));
const NotInStoreDialog = lazy(() => import('./location-check/NotInStoreDialog'));

/** The open dine-in dialog; each one's code (and the overlay kit) loads when it first opens. */
export default function DineInDialogs() {
  const dialog = useSelector((state: { dineIn: DineInState }) => selectDineInDialog(state));
  return (
    <OverlayScope>
      <Suspense fallback={null}>
        {dialog === 'guest-checkout' && <GuestCheckoutDialog />}
        {dialog === 'table-entry' && <TableNumberDialog />}
        {dialog === 'scanner' && <QrScannerDialog />}
        {dialog === 'call-server' && <CallServerDialog />}
        {dialog === 'not-in-store' && <NotInStoreDialog />}
      </Suspense>
    </OverlayScope>
  );
}
