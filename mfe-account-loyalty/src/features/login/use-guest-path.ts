import { useChannel } from '@owa/shared';
import { useStoreInfo } from '../../app/store-info';
import { isGuestPathAvailable } from '../../domain/guest';

/** Whether the login dialog offers its guest step now (spec 3 §4 "Guest path (step 3)"). */
export function useGuestPath(): boolean {
  const session = useChannel('shell:session');
  const context = useChannel('cart:order-context');
  const summary = useChannel('cart:summary');
  const owa = useStoreInfo(session?.storeId)?.settings?.owaSettings;
  return isGuestPathAvailable({
    orderType: context?.orderType ?? '',
    allowAnonymousDineInOrder: owa?.allowAnonymousDineInOrder,
    allowAnonymousDineInKioskMode: owa?.allowAnonymousDineInKioskMode,
    kioskMode: session?.kioskMode ?? false,
    skipCheckout: owa?.skipCheckout,
    // The cart's own store only: a cart kept for another store is not this order.
    cartEmpty: !summary || summary.itemCount === 0 || summary.storeId !== session?.storeId,
  });
}
