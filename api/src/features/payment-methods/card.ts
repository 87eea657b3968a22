import { randomBytes } from 'node:crypto';

/** Luhn check digit test: catches typos before a card ever reaches a processor. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  return 'CARD';
}

/**
 * What the simulated processor will do with a card, following the public test-card conventions
 * of DEMO-DATA.md: 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure,
 * anything else succeeds.
 */
export type SimulatedBehaviour = 'approve' | 'decline' | 'challenge';

export function simulatedBehaviour(digits: string): SimulatedBehaviour {
  if (digits === '4000000000000002') return 'decline';
  if (digits === '4000002760003184') return 'challenge';
  return 'approve';
}

/**
 * Tokenises a card for the simulated processor. The number itself is dropped here: the token
 * carries only what the simulator needs to act like the real thing later (its behaviour).
 */
export function simulatedCardToken(digits: string): string {
  return `sim_tok_${simulatedBehaviour(digits)}_${randomBytes(12).toString('hex')}`;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && month < nowMonth);
}
