import { buildPath } from '@owa/shared';

export type AccountTab = 'tab-1' | 'tab-2' | 'tab-3';

/** The account route with its tab, keeping vc (spec 3 §2: optional vc). */
export function accountPath(groupId: string, storeId: string, tab: AccountTab): string {
  const vc = new URLSearchParams(window.location.search).get('vc') ?? undefined;
  return buildPath('store-account', { gid: groupId, sid: storeId }, { tab, vc });
}

export function guestHistoryPath(groupId: string, storeId: string): string {
  return buildPath('guest-history', { gid: groupId, sid: storeId });
}
