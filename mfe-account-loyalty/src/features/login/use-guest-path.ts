import { type LoginReason, useChannel } from '@owa/shared';
import { forcesGuestStep, isGuestPathAvailable } from '../../domain/guest';
import { useStoreInfo } from '../../lib/store-info';

/** Whether the login dialog offers its guest step now, and whether kiosk mode makes it the only one (spec 3 §4). */
export function useGuestPath(reason: LoginReason = 'user'): { offered: boolean; forced: boolean } {
  const session = useChannel('shell:session');
  const context = useChannel('cart:order-context');
  const summary = useChannel('cart:summary');
  const owa = useStoreInfo(session?.storeId)?.settings?.owaSettings;
  const kioskMode = session?.kioskMode ?? false;
  const offered = isGuestPathAvailable({
    orderType: context?.orderType ?? '',
    allowAnonymousDineInOrder: owa?.allowAnonymousDineInOrder,
    allowAnonymousDineInKioskMode: owa?.allowAnonymousDineInKioskMode,
    kioskMode,
    skipCheckout: owa?.skipCheckout,
    // The cart's own store only: a cart kept for another store is not this order.
    cartEmpty: !summary || summary.itemCount === 0 || summary.storeId !== session?.storeId,
  });
  return { offered, forced: forcesGuestStep({ kioskMode, guestPathAvailable: offered, reason }) };
}
