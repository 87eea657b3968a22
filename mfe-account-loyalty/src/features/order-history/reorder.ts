import { bus, type CartLine, LiteMenuListSchema, type Menu, MenuSchema, siteApi } from '@owa/shared';
import { isMenuOnline, toCents } from '@owa/shared/domain';
import { CartLineSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import { type OrderableItem, type PastOrderLine, planReorder } from '../../domain/reorder';

/** The store's online menus' items by code (a hidden combo-only item counts too: it is on a menu). */
async function orderableCatalogue(storeId: string): Promise<Map<string, OrderableItem>> {
  const api = siteApi();
  const menus = await api.request('/lite_menus', {
    query: { storeId },
    schema: LiteMenuListSchema,
    storeId,
    silent: true,
  });
  const full = await Promise.all(
    menus
      .filter((menu) => isMenuOnline(menu))
      .map((menu) =>
        api.request(`/menu/${encodeURIComponent(menu.code)}`, { schema: MenuSchema, storeId, silent: true }),
      ),
  );
  const catalogue = new Map<string, OrderableItem>();
  for (const menu of full as Menu[])
    for (const group of menu.menuGroups ?? [])
      for (const item of group.menuItems ?? [])
        if (!catalogue.has(item.code)) catalogue.set(item.code, { ...item, menuCode: menu.code });
  return catalogue;
}

type Line = PastOrderLine & { readonly price?: number | null; readonly raw: unknown };

/** The order's lines (all rounds), as the history's loose order documents carry them. */
export function orderLines(order: Record<string, unknown>): Line[] {
  const rounds = Array.isArray(order.subOrderList) ? (order.subOrderList as Record<string, unknown>[]) : [];
  return rounds.flatMap((round) =>
    (Array.isArray(round.orderItemList) ? (round.orderItemList as Record<string, unknown>[]) : []).map(
      (raw) => ({
        code: typeof raw.code === 'string' ? raw.code : null,
        name: typeof raw.name === 'string' ? raw.name : null,
        qty: typeof raw.qty === 'number' ? raw.qty : null,
        price: typeof raw.price === 'number' ? raw.price : null,
        raw,
      }),
    ),
  );
}

/** A configured line goes as it was (options, combo slots); a bare item needs none. */
function configuredLine(raw: unknown): CartLine | undefined {
  const parsed = v.safeParse(CartLineSchema, raw);
  if (!parsed.success) return undefined;
  const line = parsed.output;
  const configured = (line.itemAttributeList?.length ?? 0) > 0 || (line.childItemList?.length ?? 0) > 0;
  return configured ? line : undefined;
}

/** Puts the order's available lines in the cart (`cart:add-item`); returns what was added and refused. */
export async function reorder(storeId: string, order: Record<string, unknown>) {
  const plan = planReorder(orderLines(order), await orderableCatalogue(storeId));
  let added = 0;
  for (const { line, item } of plan.add) {
    const quantity = line.qty ?? 1;
    const configured = configuredLine(line.raw);
    bus.emit('cart:add-item', {
      storeId,
      menuCode: item.menuCode,
      itemCode: line.code ?? '',
      name: item.name ?? line.name ?? '',
      quantity,
      unitPriceCents: toCents(item.price ?? line.price ?? 0),
      ...(configured ? { line: configured } : {}),
    });
    added += quantity;
  }
  return { added, unavailable: plan.unavailable };
}
