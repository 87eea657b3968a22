import { siteApi } from '@owa/shared';
import * as v from 'valibot';
import { warmRemoteEntry } from './remote-warmer';
import { shareResponsesForQrEntry } from './shared-responses';

/**
 * What the QR step and the pages after it ask for (the menu remote, the store, its dine-in menus,
 * the table's assigned menus the cart looks up too), requested at once: shared answers make the
 * later identical requests free. Small and in the shell's first chunk, so a QR entry's requests
 * start before the QR step's own code has loaded.
 */
export function warmQrEntry(storeId: string, tableId: string): void {
  shareResponsesForQrEntry();
  warmRemoteEntry('mfe-menu');
  const api = siteApi();
  const ask = (path: string, query: Record<string, string>) =>
    api.request(path, { query, schema: v.unknown(), storeId, silent: true }).catch(() => undefined);
  ask('/store', { storeId });
  ask('/lite_menus', { orderType: 'DINE_IN' });
  ask('/assigned_menu', { tableId });
}
