import { ApiError, siteApi } from '@owa/shared';
import * as v from 'valibot';

/** Spec 3 §4 "Service request": who may call a server. */
export type CallServerGate = 'open' | 'needs-table' | 'needs-login';

export function callServerGate(input: {
  hasTable: boolean;
  loggedIn: boolean;
  allowAnonymousDineInOrder: boolean | null | undefined;
}): CallServerGate {
  if (!input.loggedIn && !input.allowAnonymousDineInOrder) return 'needs-login';
  if (!input.hasTable) return 'needs-table';
  return 'open';
}

export type CallServerResult =
  | { ok: true }
  | { ok: false; kind: 'captcha' }
  | { ok: false; kind: 'other'; message: string };

/** POST /servicerequest; only the failure's message is read (spec 3 §7). */
export async function sendServiceRequest(input: {
  storeId: string;
  tableNo: string;
  code: string;
  captcha: string;
  userId: string | null;
}): Promise<CallServerResult> {
  try {
    await siteApi().request('/servicerequest', {
      method: 'POST',
      storeId: input.storeId,
      headers: input.userId ? { userId: input.userId } : {},
      body: { tableNo: input.tableNo, code: input.code, captcha: input.captcha },
      schema: v.unknown(),
      silent: true,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'CAPTCHA_ERR_INVALID')
      return { ok: false, kind: 'captcha' };
    return { ok: false, kind: 'other', message: error instanceof ApiError ? error.errorMsg : String(error) };
  }
}
