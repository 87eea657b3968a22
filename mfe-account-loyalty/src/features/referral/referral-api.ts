import { siteApi } from '@owa/shared';
import * as v from 'valibot';

/** Spec 3 §4 Referral: a visit carrying `referrer` is reported; the result is only logged. */
export async function reportReferrer(referrerCustomerId: string): Promise<void> {
  try {
    const result = await siteApi().request('/guest/referrer', {
      method: 'POST',
      body: { referrerCustomerId },
      schema: v.unknown(),
      silent: true,
    });
    console.info('referral visit recorded', result);
  } catch (error) {
    console.info('referral visit not recorded', error);
  }
}
