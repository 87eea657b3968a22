import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Session tokens are 256 random bits; only their SHA-256 is stored, so a database leak holds no usable token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time code is bound to its phone number in the hash, so one number's code never fits another. */
export function hashLoginCode(telephone: string, code: string): string {
  return createHash('sha256').update(`${telephone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
