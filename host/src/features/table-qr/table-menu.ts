import { LiteMenuListSchema, type Store, siteApi } from '@owa/shared';
import { orderableOnlineMenus } from '@owa/shared/domain';
import * as v from 'valibot';

const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
const AssignedMenusSchema = v.looseObject({ menuIds: v.nullish(v.array(text)) });

/**
 * The one menu a diner at this table may order from online (spec 1 §2.2, §4.4), or null when menu
 * selection must offer a choice or cannot be decided here. Menu selection would open that menu at
 * once: on a QR entry the shell goes there itself, so the diner's phone skips a route and its code.
 * The hour plays no part, as in menu selection: a menu closed now still opens (its page says so).
 */
export async function onlyMenuAtTable(
  storeId: string,
  tableId: string,
  store: Pick<Store, 'settings'>,
): Promise<string | null> {
  const api = siteApi();
  const restrict = store.settings?.orderSettings?.restrictMenuOnDiningTable ?? null;
  const [menus, assignedMenuCodes] = await Promise.all([
    api.request('/lite_menus', {
      query: { orderType: 'DINE_IN' },
      schema: LiteMenuListSchema,
      storeId,
      silent: true,
    }),
    restrict === true
      ? api
          .request('/assigned_menu', {
            query: { tableId },
            schema: AssignedMenusSchema,
            storeId,
            silent: true,
          })
          .then((answer) => answer.menuIds ?? [])
      : null,
  ]);
  const table = {
    orderType: 'DINE_IN',
    tableId,
    restrictMenuOnDiningTable: restrict,
    assignedMenuCodes,
  } as const;
  const online = orderableOnlineMenus(menus, table);
  const [only] = online;
  return online.length === 1 && only ? only.code : null;
}

/** Asks for the menu the store page will ask for, so its request finds the answer on the way. */
export function warmMenu(storeId: string, menuCode: string): void {
  siteApi()
    .request(`/menu/${encodeURIComponent(menuCode)}`, { schema: v.unknown(), storeId, silent: true })
    .catch(() => undefined);
}
