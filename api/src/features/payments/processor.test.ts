import {
  CARD_DECLINED_MESSAGE,
  SimulatedCardProcessor,
  type SimulatedLedger,
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
  /** Refunds by idempotency key, as Stripe keeps them: a repeated key is the same refund. */
  const refunds = new Map<string, string>();
  const client: StripeLike = {
    refunds: {
      create: async (params, options) => {
        const key = options?.idempotencyKey ?? `r${refunds.size}`;
        if (!refunds.has(key)) refunds.set(key, params.payment_intent);
        return { id: key, status: 'succeeded' };
      },
    },
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
      search: async ({ query }) => ({
        data: calls
          .filter((c) =>
            query.includes(`'${(c.params.metadata as { idempotencyKey?: string }).idempotencyKey}'`),
          )
          .map((_, i) => ({ id: `pi_found_${i}`, status })),
      }),
    },
  };
  return { client, calls, refunds };
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

describe('Stripe seam: charges that settle no order are reversed', () => {
  test('a succeeded intent is refunded once however often reversed; a waiting one is cancelled', async () => {
    const paid = fakeStripe(async () => ({ id: 'pi_9', client_secret: 's', status: 'succeeded' }));
    const processor = new StripeCardProcessor(paid.client);
    expect(await processor.reverse('pi_9')).toBe(true);
    expect(await processor.reverse('pi_9')).toBe(true);
    expect([...paid.refunds.values()]).toEqual(['pi_9']);
    const waiting = fakeStripe(
      async () => ({ id: 'pi', client_secret: 's', status: 'x' }),
      'requires_action',
    );
    expect(await new StripeCardProcessor(waiting.client).reverse('pi')).toBe(true);
    expect(waiting.refunds.size).toBe(0);
  });

  test('the sweep finds an intent by its attempt key, which rides in the metadata', async () => {
    const paid = fakeStripe(async () => ({ id: 'pi_3', client_secret: 's', status: 'succeeded' }));
    const processor = new StripeCardProcessor(paid.client);
    await processor.charge({ ...charge, idempotencyKey: 'ORD-1.2', paymentToken: 'pm_1' });
    expect(paid.calls[0]?.params.metadata).toEqual({ orderId: 'ORD-1', idempotencyKey: 'ORD-1.2' });
    expect(await processor.find('ORD-1.2')).toEqual({ ref: 'pi_found_0', status: 'succeeded' });
    expect(await processor.find('ORD-1.3')).toBeNull();
  });
});

/** The simulator's ledger in memory (the API keeps it in its database). */
function memoryLedger(): SimulatedLedger & { rows: Map<string, { ref: string; status: string }> } {
  const rows = new Map<string, { ref: string; status: string }>();
  const byRef = async (ref: string) => [...rows.values()].find((r) => r.ref === ref) ?? null;
  return {
    rows,
    async record(c) {
      if (!rows.has(c.key)) rows.set(c.key, { ref: c.ref, status: c.status });
      return rows.get(c.key) as { ref: string; status: string };
    },
    byKey: async (key) => rows.get(key) ?? null,
    byRef,
    async move(ref, from, to) {
      const row = await byRef(ref);
      if (!row || !from.includes(row.status)) return false;
      row.status = to;
      return true;
    },
  };
}

describe('simulated processor (DEMO-DATA test cards)', () => {
  test('one charge per attempt key; a reversed charge is refunded, a waiting one cancelled', async () => {
    const ledger = memoryLedger();
    const processor = new SimulatedCardProcessor(ledger);
    const [a, b] = await Promise.all([
      processor.charge({ ...charge, paymentToken: 'pm_card_visa' }),
      processor.charge({ ...charge, paymentToken: 'pm_card_visa' }),
    ]);
    expect(a).toEqual(b);
    expect(ledger.rows.size).toBe(1);
    const ref = (a as { ref: string }).ref;
    expect(await processor.find('k1')).toEqual({ ref, status: 'succeeded' });
    expect(await processor.reverse(ref)).toBe(true);
    expect(ledger.rows.get('k1')?.status).toBe('refunded');
    const challenged = await processor.charge({
      ...charge,
      idempotencyKey: 'k2',
      paymentToken: 'pm_card_threeDSecure2Required',
    });
    expect(await processor.reverse((challenged as { ref: string }).ref)).toBe(true);
    expect(ledger.rows.get('k2')?.status).toBe('canceled');
  });

  test('tokens carry the behaviour of their test card', async () => {
    expect(simulatedTokenBehaviour('sim_tok_approve_ab12')).toBe('approve');
    expect(simulatedTokenBehaviour('sim_tok_visa_4242_jane')).toBe('approve');
    expect(simulatedTokenBehaviour('sim_tok_decline_ab12')).toBe('decline');
    expect(simulatedTokenBehaviour('pm_card_threeDSecure2Required')).toBe('challenge');
    const processor = new SimulatedCardProcessor(memoryLedger());
    expect(await processor.charge({ ...charge, paymentToken: 'sim_tok_challenge_1' })).toMatchObject({
      status: 'requires_action',
      challengeHosted: true,
    });
    expect(
      await processor.charge({ ...charge, idempotencyKey: 'k2', paymentToken: 'made_up' }),
    ).toMatchObject({
      status: 'declined',
      errorMsg: CARD_DECLINED_MESSAGE,
    });
  });
});
