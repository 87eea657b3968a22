import {
  CARD_DECLINED_MESSAGE,
  SimulatedCardProcessor,
  StripeCardProcessor,
  type StripeLike,
  simulatedTokenBehaviour,
} from './processor.js';

const charge = { amountCents: 1353, currency: 'cad', orderId: 'ORD-1', idempotencyKey: 'k1' };

/** A stand-in for the official client: records calls and answers as Stripe would. */
function fakeStripe(
  answer: () => Promise<{ id: string; client_secret: string | null; status: string }>,
  status = 'succeeded',
) {
  const calls: { params: Record<string, unknown>; options?: { idempotencyKey?: string } }[] = [];
  const client: StripeLike = {
    paymentIntents: {
      create: async (params, options) => {
        calls.push({ params, options });
        return answer();
      },
      retrieve: async (id) => ({ id, status }),
      cancel: async (id) => {
        // Stripe refuses to cancel an intent that already succeeded.
        if (status === 'succeeded') throw new Error('You cannot cancel this PaymentIntent');
        return { id, status: 'canceled' };
      },
    },
  };
  return { client, calls };
}

describe('Stripe seam (spec 2 §4 "the intent secret is confirmed with the card payment provider")', () => {
  test('creates a PaymentIntent for the amount, idempotently, and hands back its client secret', async () => {
    const { client, calls } = fakeStripe(async () => ({
      id: 'pi_1',
      client_secret: 'pi_1_secret_x',
      status: 'requires_confirmation',
    }));
    const outcome = await new StripeCardProcessor(client).charge({ ...charge, paymentToken: 'pm_123' });
    expect(outcome).toEqual({
      status: 'requires_action',
      ref: 'pi_1',
      intentSecret: 'pi_1_secret_x',
      challengeHosted: false,
    });
    expect(calls[0]).toMatchObject({
      params: { amount: 1353, currency: 'cad', payment_method: 'pm_123', metadata: { orderId: 'ORD-1' } },
      options: { idempotencyKey: 'k1' },
    });
  });

  test('an intent that already succeeded settles at once; card errors carry Stripe’s message', async () => {
    const paid = fakeStripe(async () => ({ id: 'pi_2', client_secret: 's', status: 'succeeded' }));
    expect(await new StripeCardProcessor(paid.client).charge({ ...charge, paymentToken: 'pm_1' })).toEqual({
      status: 'succeeded',
      ref: 'pi_2',
    });
    const declined = fakeStripe(async () => {
      throw Object.assign(new Error('Your card was declined.'), { type: 'StripeCardError' });
    });
    expect(
      await new StripeCardProcessor(declined.client).charge({ ...charge, paymentToken: 'pm_1' }),
    ).toEqual({
      status: 'declined',
      ref: null,
      errorMsg: 'Your card was declined.',
    });
    const broken = fakeStripe(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(
      await new StripeCardProcessor(broken.client).charge({ ...charge, paymentToken: 'pm_1' }),
    ).toMatchObject({ errorMsg: CARD_DECLINED_MESSAGE });
  });

  test.each([
    ['succeeded', 'succeeded'],
    ['requires_capture', 'requires_capture'],
    ['requires_action', 'requires_action'],
    ['canceled', 'CHARGE_FAILED'],
    ['requires_payment_method', 'CHARGE_FAILED'],
  ])('intent status %s reads as %s', async (stripeStatus, expected) => {
    const { client } = fakeStripe(async () => ({ id: 'pi', client_secret: null, status: 'x' }), stripeStatus);
    expect(await new StripeCardProcessor(client).status('pi')).toBe(expected);
  });

  test('an abandoned intent is cancelled; one that succeeded meanwhile is not', async () => {
    const waiting = fakeStripe(
      async () => ({ id: 'pi', client_secret: null, status: 'x' }),
      'requires_action',
    );
    expect(await new StripeCardProcessor(waiting.client).cancel('pi')).toBe(true);
    const paid = fakeStripe(async () => ({ id: 'pi', client_secret: null, status: 'x' }), 'succeeded');
    expect(await new StripeCardProcessor(paid.client).cancel('pi')).toBe(false);
  });
});

describe('simulated processor (DEMO-DATA test cards)', () => {
  test('tokens carry the behaviour of their test card', async () => {
    expect(simulatedTokenBehaviour('sim_tok_approve_ab12')).toBe('approve');
    expect(simulatedTokenBehaviour('sim_tok_visa_4242_jane')).toBe('approve');
    expect(simulatedTokenBehaviour('sim_tok_decline_ab12')).toBe('decline');
    expect(simulatedTokenBehaviour('pm_card_threeDSecure2Required')).toBe('challenge');
    const processor = new SimulatedCardProcessor();
    expect(await processor.charge({ ...charge, paymentToken: 'sim_tok_challenge_1' })).toMatchObject({
      status: 'requires_action',
      challengeHosted: true,
    });
    expect(await processor.charge({ ...charge, paymentToken: 'made_up' })).toMatchObject({
      status: 'declined',
      errorMsg: CARD_DECLINED_MESSAGE,
    });
  });
});
