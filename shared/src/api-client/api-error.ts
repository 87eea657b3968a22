/** An answer the site could not use: the server's own errorCode/errorMsg, or a client-side code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorMsg: string,
  ) {
    super(`${errorCode}: ${errorMsg}`);
    this.name = 'ApiError';
  }
}

/** Codes the client itself raises when no server answer can be used. */
export const CLIENT_ERROR = {
  offline: 'CLIENT_ERR_OFFLINE',
  malformedResponse: 'CLIENT_ERR_MALFORMED_RESPONSE',
} as const;

/** spec 1 §8: USR_ERR_0030 in any API response forces a logout. */
export const FORCED_LOGOUT_CODE = 'USR_ERR_0030';
