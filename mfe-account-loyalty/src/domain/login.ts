// Spec 3 §4 "Login" and §5: phone exactly 10 digits (pasted text reduced to digits), code exactly 6
// digits, resend blocked for 60 seconds.
export const PHONE_DIGITS = 10;
export const CODE_DIGITS = 6;
export const RESEND_BLOCK_SECONDS = 60;

export const LOGIN_MESSAGES = {
  codeLength: 'Please enter a 6 digit code',
  codeIncorrect: 'Code is incorrect.',
  codeReadFailed: 'Failed to read code, please try again',
  requestFailed: 'Error login',
} as const;

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * What the phone field keeps from typed or pasted text: its digits, at most 10. A pasted number with
 * the North American country code (+1 416 555 0100) keeps the last 10, which is the local number.
 */
export function phoneInput(text: string): string {
  const digits = digitsOnly(text);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) return digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

export function isValidPhone(phone: string): boolean {
  return /^\d{10}$/.test(phone);
}

/** The code boxes' text: digits only, at most 6 (a pasted code fills every box). */
export function codeInput(text: string): string {
  return digitsOnly(text).slice(0, CODE_DIGITS);
}

/** Undefined when the code is exactly 6 digits, else the spec's message. */
export function loginCodeError(code: string): string | undefined {
  return /^\d{6}$/.test(code) ? undefined : LOGIN_MESSAGES.codeLength;
}

/** Spec 3 §4: the code is submitted automatically once all six digits are in. */
export function shouldAutoSubmit(code: string): boolean {
  return loginCodeError(code) === undefined;
}

/** Seconds until a new code may be requested; 0 when allowed. Times in epoch milliseconds. */
export function resendSecondsLeft(sentAt: number | null | undefined, now: number): number {
  if (sentAt === null || sentAt === undefined) return 0;
  const elapsed = Math.floor((now - sentAt) / 1000);
  return Math.min(RESEND_BLOCK_SECONDS, Math.max(0, RESEND_BLOCK_SECONDS - elapsed));
}

export function canResendCode(sentAt: number | null | undefined, now: number): boolean {
  return resendSecondsLeft(sentAt, now) === 0;
}
