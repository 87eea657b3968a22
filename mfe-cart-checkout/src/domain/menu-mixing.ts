// Spec 1 §4.4 and spec 2 §4: items from different menus cannot share a cart; an exclusive menu cannot
// be mixed with items of another menu.
import type { CartLine, Menu } from '@owa/shared/entities';

export type MenuConflict =
  | { kind: 'different-menu'; cartMenuCode: string }
  | { kind: 'exclusive'; menuCode: string };

/**
 * Why an item of itemMenuCode cannot join the cart, or undefined when it can. Lines without a menu
 * code (older carts) do not block. When a menu involved is exclusive the conflict is reported as
 * 'exclusive', which has its own message (menuIsExclusive, "{item} is exclusive").
 */
export function menuConflict(
  lines: readonly Pick<CartLine, 'menuCode'>[],
  itemMenuCode: string | null | undefined,
  menus: readonly Pick<Menu, 'code' | 'exclusive'>[] = [],
): MenuConflict | undefined {
  if (!itemMenuCode) return undefined;
  const other = lines.find((line) => line.menuCode && line.menuCode !== itemMenuCode)?.menuCode;
  if (!other) return undefined;
  const isExclusive = (code: string) => menus.some((menu) => menu.code === code && menu.exclusive === true);
  if (isExclusive(itemMenuCode)) return { kind: 'exclusive', menuCode: itemMenuCode };
  if (isExclusive(other)) return { kind: 'exclusive', menuCode: other };
  return { kind: 'different-menu', cartMenuCode: other };
}

export function exclusiveMessage(itemName: string): string {
  return `${itemName} is exclusive`;
}
