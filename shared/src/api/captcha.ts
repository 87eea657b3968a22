// The proof-of-work captcha (ALTCHA) in front of anonymous writes.
import * as v from 'valibot';

/** GET /captcha/challenge: a challenge the ALTCHA widget (or any client) solves. */
export const CaptchaChallengeSchema = v.looseObject({
  parameters: v.looseObject({}),
  signature: v.nullish(v.string()),
});
