import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { loadGuestCheckoutDialog } from '../features/checkout';
import {
  type DineInState,
  loadCallServerDialog,
  loadNotInStoreDialog,
  loadQrScannerDialog,
  loadTableNumberDialog,
  selectDineInDialog,
} from '../features/order-context';
import { OverlayScope } from '../lib/OverlayScope';

const GuestCheckoutDialog = lazy(loadGuestCheckoutDialog);
const TableNumberDialog = lazy(loadTableNumberDialog);
const QrScannerDialog = lazy(loadQrScannerDialog);
const CallServerDialog = lazy(loadCallServerDialog);
const NotInStoreDialog = lazy(loadNotInStoreDialog);

/**
 * The open dine-in dialog; each one's code (and the overlay kit) loads when it first opens. The
 * guest checkout is the checkout room's; the others are the order context's.
 */
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
