import { createHash } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as v from 'valibot';
import type { AppContext } from '../../context.js';

/** How long a visitor has to use a solved challenge. */
const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

const PayloadSchema = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.string(),
      nonce: v.string(),
      salt: v.string(),
      cost: v.number(),
      keyLength: v.number(),
      keyPrefix: v.string(),
      data: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
    }),
    signature: v.string(),
  }),
  solution: v.object({ counter: v.number(), derivedKey: v.string(), time: v.optional(v.number()) }),
});

function decodePayload(captcha: string): v.InferOutput<typeof PayloadSchema> | null {
  const text = captcha.trim().startsWith('{') ? captcha : Buffer.from(captcha, 'base64').toString('utf8');
  try {
    const result = v.safeParse(PayloadSchema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/**
 * Self-hosted proof-of-work captcha (ALTCHA): the browser spends a moment of CPU to find a counter,
 * the server checks it with one hash and its HMAC keys. Expiry is checked against the API's clock
 * (the library's own check would use the wall clock, which tests fix); a solved challenge is
 * recorded so that it cannot be replayed.
 */
export class Captcha {
  private readonly signatureKey: string;
  private readonly keySignatureKey: string;

  constructor(private readonly ctx: AppContext) {
    this.signatureKey = ctx.config.captchaHmacKey;
    this.keySignatureKey = createHash('sha256')
      .update(`${ctx.config.captchaHmacKey}:derived-key`)
      .digest('hex');
  }

  async issue(): Promise<Challenge> {
    const max = this.ctx.config.captchaMaxCounter;
    const expires = Math.floor(this.ctx.clock.now().getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS;
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(max, Math.min(max, Math.ceil(max / 10))),
      deriveKey,
      data: { exp: expires },
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
  }

  /** True once for a genuine, unexpired solution; false for anything else. */
  async redeem(captcha: string): Promise<boolean> {
    if (captcha.length > 4096) return false;
    const payload = decodePayload(captcha);
    if (!payload) return false;
    const exp = payload.challenge.parameters.data?.exp;
    const nowSeconds = Math.floor(this.ctx.clock.now().getTime() / 1000);
    if (typeof exp !== 'number' || exp < nowSeconds) return false;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureKey,
        hmacKeySignatureSecret: this.keySignatureKey,
      });
      verified = result.verified;
    } catch {
      verified = false;
    }
    if (!verified) return false;
    const inserted = await this.ctx.db
      .insertInto('captcha_redemptions')
      .values({ signature: payload.challenge.signature, expires_at: new Date(exp * 1000) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    // Forget redemptions whose challenges have expired anyway.
    await this.ctx.db
      .deleteFrom('captcha_redemptions')
      .where('expires_at', '<', this.ctx.clock.now())
      .execute();
    return inserted !== undefined;
  }
}
