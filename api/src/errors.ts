/**
 * Error codes the clients act on (spec 1 §8, spec 2 §8, spec 3 §8) plus the API's own for bad
 * input and access control. Every error body is { errorCode, errorMsg }.
 */
export const ErrorCode = {
  invalidRequest: 'GENERAL_ERR_INVALID_REQUEST',
  storeNotFound: 'GENERAL_ERR_STORE_NOT_FOUND',
  notFound: 'GENERAL_ERR_NOT_FOUND',
  forbidden: 'GENERAL_ERR_FORBIDDEN',
  internal: 'GENERAL_ERR_INTERNAL',
  tooManyRequests: 'GENERAL_ERR_TOO_MANY_REQUESTS',
  /** Expired, revoked or unknown token: the client logs out (spec 3 §8). */
  tokenInvalid: 'USR_ERR_0030',
  loginRequired: 'USR_ERR_LOGIN_REQUIRED',
  codeIncorrect: 'USR_ERR_CODE_INCORRECT',
  codeExpired: 'USR_ERR_CODE_EXPIRED',
  codeResendTooSoon: 'USR_ERR_CODE_RESEND_TOO_SOON',
  codeAttemptsExceeded: 'USR_ERR_CODE_ATTEMPTS_EXCEEDED',
  menuNotFound: 'MENU_ERR_MENU_NOT_FOUND',
  tableNotFound: 'ORD_ERR_TABLE_NOT_FOUND',
  itemNotFound: 'MENU_ERR_ITEM_NOT_FOUND',
  cardInvalid: 'PAY_ERR_CARD_INVALID',
  cardExpired: 'PAY_ERR_CARD_EXPIRED',
  cvcInvalid: 'PAY_ERR_INVALID_CVC',
  paymentMethodNotFound: 'PAY_ERR_PAYMENT_METHOD_NOT_FOUND',
  captchaInvalid: 'CAPTCHA_ERR_INVALID',
  serviceRequestUnsupported: 'SRV_ERR_SERVICE_REQUEST_UNSUPPORTED',
  serviceRequestCodeUnknown: 'SRV_ERR_SERVICE_REQUEST_CODE_UNKNOWN',
  customerNotFound: 'USR_ERR_CUSTOMER_NOT_FOUND',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    readonly errorMsg: string,
  ) {
    super(errorMsg);
    this.name = 'ApiError';
  }
}

export const badRequest = (errorMsg: string, errorCode: string = ErrorCode.invalidRequest) =>
  new ApiError(400, errorCode, errorMsg);

export const storeNotFound = () =>
  new ApiError(
    404,
    ErrorCode.storeNotFound,
    'The store you are looking for could not be found. It may have been moved, deleted, or the URL may be incorrect.',
  );

export const notFound = (errorMsg: string, errorCode: string = ErrorCode.notFound) =>
  new ApiError(404, errorCode, errorMsg);

export const forbidden = (errorMsg = 'You may not access another customer’s data') =>
  new ApiError(403, ErrorCode.forbidden, errorMsg);

export const tokenInvalid = () =>
  new ApiError(401, ErrorCode.tokenInvalid, 'Your session has expired, please log in again');

export const loginRequired = (errorMsg = 'Please log in first') =>
  new ApiError(401, ErrorCode.loginRequired, errorMsg);
