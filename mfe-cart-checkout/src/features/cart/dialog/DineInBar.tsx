import { Button, HStack, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { isTakeoutTable } from '../../../domain/table';
import { dineInMessages as m, selectStoreContext } from '../../order-context';
import { useCartSelector } from '../state';
import { useDineInEntry } from './use-dine-in-entry';

/** In the cart, for dine-in: the table ('takeout' for 989898), change it, call a server. */
export function DineInBar() {
  const intl = useIntl();
  const context = useCartSelector((state) => selectStoreContext(state));
  const store = useCartSelector((state) => state.storeInfo.store);
  const { openTableChoice, callServer } = useDineInEntry();
  if (context.orderType !== 'DINE_IN') return null;
  // The order-type summary names the table; the guest take-out table is titled 'takeout' here.
  const takeout = isTakeoutTable(context.tableId);
  return (
    <HStack gap="2" wrap="wrap" justify="space-between">
      {takeout && (
        <Text fontWeight="semibold" data-testid="dine-in-table">
          {intl.formatMessage(m.tableTakeout)}
        </Text>
      )}
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={openTableChoice}>
          {intl.formatMessage(m.dineInChangeTable)}
        </Button>
        {store?.features?.serviceRequestSupported && (
          <Button size="sm" variant="outline" onClick={callServer}>
            {intl.formatMessage(m.dineInCallServer)}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}
