import { siteApi } from '@owa/shared';
import * as v from 'valibot';

const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

/** GET /assigned_menu: the table's numbers and the menus ordering is restricted to there. */
export const AssignedMenuSchema = v.looseObject({
  tableNo: v.nullish(text),
  displayTableNo: v.nullish(v.string()),
  menuIds: v.nullish(v.array(text)),
});
export type AssignedMenu = v.InferOutput<typeof AssignedMenuSchema>;

export function fetchAssignedMenu(storeId: string, tableId: string): Promise<AssignedMenu> {
  return siteApi().request('/assigned_menu', {
    query: { tableId },
    storeId,
    schema: AssignedMenuSchema,
    silent: true,
  });
}
