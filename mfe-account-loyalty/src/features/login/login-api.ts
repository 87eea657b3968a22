// POST /customer/login/request and /customer/login (docs/api.md "Login and session").
import { ApiError, siteApi } from '@owa/shared';
import { UserSchema } from '@owa/shared/entities';
import * as v from 'valibot';

const CodeRequestAnswerSchema = v.looseObject({ telephone: v.string() });

export type CodeRequestOutcome = 'sent' | 'failed';

/** Asks for a code. A code sent less than 60 s ago is still valid, so "too soon" counts as sent. */
export async function requestLoginCode(telephone: string): Promise<CodeRequestOutcome> {
  try {
    await siteApi().request('/customer/login/request', {
      method: 'POST',
      body: { telephone },
      schema: CodeRequestAnswerSchema,
      silent: true,
    });
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'USR_ERR_CODE_RESEND_TOO_SOON') return 'sent';
    return 'failed';
  }
}

export type LoginOutcome =
  | { kind: 'ok'; token: string; user: { id: string; displayName: string } }
  | { kind: 'incorrect' }
  | { kind: 'failed' };

/** Sends the code (and the referrer, spec 3 §3 "Login request"); the token is the Authorization header. */
export async function logIn(telephone: string, code: string, referrer: string | null): Promise<LoginOutcome> {
  let token: string | null = null;
  try {
    const user = await siteApi().request('/customer/login', {
      method: 'POST',
      body: { telephone, code, ...(referrer ? { referrer } : {}) },
      schema: UserSchema,
      silent: true,
      onResponseHeaders: (headers) => {
        token = headers.get('authorization');
      },
    });
    const authToken = token ?? user.authToken ?? null;
    if (!authToken) return { kind: 'failed' };
    const name = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
    return {
      kind: 'ok',
      token: authToken,
      user: { id: String(user.id), displayName: name || user.telephone },
    };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'USR_ERR_CODE_INCORRECT')
      return { kind: 'incorrect' };
    return { kind: 'failed' };
  }
}
