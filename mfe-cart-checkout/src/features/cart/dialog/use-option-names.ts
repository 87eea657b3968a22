import { type Menu, MenuSchema, siteApi, useChannel } from '@owa/shared';
import type { MenuItem } from '@owa/shared/entities';
import { useEffect, useMemo, useState } from 'react';

/** Option value names by `ITEM/OPTION/VALUE`, per menu: lines carry codes, the diner reads names. */
export type OptionNames = ReadonlyMap<string, string>;

const cache = new Map<string, Promise<OptionNames>>();

function collect(items: readonly MenuItem[], names: Map<string, string>): void {
  for (const item of items) {
    for (const option of item.options ?? []) {
      for (const value of option.values ?? [])
        names.set(`${item.code}/${option.code}/${value.code}`, value.value ?? value.code);
    }
    for (const relation of item.relations ?? []) collect(relation.targets ?? [], names);
  }
}

function namesOf(menu: Menu): OptionNames {
  const names = new Map<string, string>();
  for (const group of menu.menuGroups ?? []) collect(group.menuItems ?? [], names);
  return names;
}

/**
 * The menu's option names: from the menu the store page shows (`menu:store-menu`, so the page asks
 * for it once), else fetched once per menu (a failure leaves the lines without them).
 */
export function useOptionNames(
  storeId: string | null,
  menuCode: string | null | undefined,
): OptionNames | null {
  const shown = useChannel('menu:store-menu');
  const pageMenu = shown && shown.storeId === storeId && shown.menuCode === menuCode ? shown.menu : null;
  const fromPage = useMemo(() => (pageMenu ? namesOf(pageMenu) : null), [pageMenu]);
  const [fetched, setFetched] = useState<OptionNames | null>(null);
  useEffect(() => {
    if (pageMenu || !storeId || !menuCode) return;
    const key = `${storeId}/${menuCode}`;
    let loading = cache.get(key);
    if (!loading) {
      loading = siteApi()
        .request(`/menu/${encodeURIComponent(menuCode)}`, { schema: MenuSchema, storeId, silent: true })
        .then(namesOf);
      loading.catch(() => cache.delete(key));
      cache.set(key, loading);
    }
    let live = true;
    loading.then((found) => live && setFetched(found)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pageMenu, storeId, menuCode]);
  return fromPage ?? fetched;
}
