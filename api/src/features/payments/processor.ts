import { randomUUID } from 'node:crypto';
/**
 * Card processors. The simulator follows the public test-card conventions of DEMO-DATA (the saved
 * card's token carries the behaviour); with STRIPE_SECRET_KEY the same seam talks to Stripe. Only
 * tokens reach a processor: card numbers and CVCs never enter this API's payment calls.
 */
export type CardOutcome =
  | { status: 'succeeded'; ref: string }
  | { status: 'declined'; ref: string | null; errorMsg: string }
  /** 3-D Secure or client-side confirmation: the client confirms with intentSecret. */
  | { status: 'requires_action'; ref: string; intentSecret: string; challengeHosted: boolean };

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  /** A processor token: a saved card's token or one the client obtained from the processor. */
  paymentToken: string;
  orderId: string;
  /** The order and its attempt: repeated requests for one attempt are one charge at the processor. */
  idempotencyKey: string;
}

/** What the processor knows of an attempt, found by its idempotency key (the orphan sweep). */
export interface FoundCharge {
  ref: string;
  status: ProcessorStatus;
}

/** Payment statuses of spec 2 §4: succeeded / requires_capture succeed; the *_FAILED ones fail. */
export type ProcessorStatus =
  | 'succeeded'
  | 'requires_capture'
  | 'requires_action'
  | 'processing'
  | 'CHARGE_FAILED';

export interface CardProcessor {
  readonly name: 'SIMULATED' | 'STRIPE';
  charge(request: ChargeRequest): Promise<CardOutcome>;
  /** The processor's current status of a charge that needed action. */
  status(ref: string): Promise<ProcessorStatus>;
  /**
   * Cancels a charge still waiting for action (an abandoned 3-D Secure challenge), so it cannot
   * succeed after this API has given up on it. False when the processor refused (it may have
   * succeeded meanwhile): the caller must not treat the payment as failed then.
   */
  cancel(ref: string): Promise<boolean>;
  /**
   * Reverses a charge that settles no order: refunded when it succeeded, cancelled when it still
   * waits. True once nothing is (or will be) taken from the customer.
   */
  reverse(ref: string): Promise<boolean>;
  /**
   * Refunds a charge that succeeded (a paid order cancelled), in full and once however often it is
   * asked. True once the money is (or is being) returned, or nothing was taken; false while the
   * charge cannot be refunded yet (still waiting or processing).
   */
  refund(ref: string): Promise<boolean>;
  /** The charge made for an attempt, if the processor made one (a crash may have lost its answer). */
  find(idempotencyKey: string): Promise<FoundCharge | null>;
}

export const CARD_DECLINED_MESSAGE = 'Failed to complete payment, please check your info and try again';

type Behaviour = 'approve' | 'decline' | 'challenge' | 'unknown';

/** Behaviour from a token: sim_tok_<behaviour>_… (saved cards) or Stripe's public test tokens. */
export function simulatedTokenBehaviour(token: string): Behaviour {
  const sim = /^sim_tok_([a-z0-9]+)_/.exec(token);
  if (sim) {
    const kind = sim[1];
    if (kind === 'decline') return 'decline';
    if (kind === 'challenge') return 'challenge';
    return 'approve';
  }
  if (token === 'pm_card_visa' || token === 'pm_card_mastercard' || token === 'tok_visa') return 'approve';
  if (token === 'pm_card_chargeDeclined' || token === 'tok_chargeDeclined') return 'decline';
  if (token === 'pm_card_threeDSecure2Required' || token === 'tok_threeDSecure2Required') return 'challenge';
  return 'unknown';
}

/** The simulator's ledger: where its charges live (the API's database, so they survive a crash). */
export interface SimulatedLedger {
  /** Records the charge once per key and answers the recorded one (the processor's idempotency). */
  record(charge: {
    key: string;
    ref: string;
    orderId: string;
    amountCents: number;
    status: string;
  }): Promise<{
    ref: string;
    status: string;
  }>;
  byKey(key: string): Promise<{ ref: string; status: string } | null>;
  byRef(ref: string): Promise<{ ref: string; status: string } | null>;
  /** Moves a charge from one of `from` to `to`; false when it was in none of them. */
  move(ref: string, from: string[], to: string): Promise<boolean>;
}

const ledgerStatus = (status: string): ProcessorStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'requires_action' ? 'requires_action' : 'CHARGE_FAILED';

/** The default processor: decides at once, except 3-D Secure which waits for the challenge page. */
export class SimulatedCardProcessor implements CardProcessor {
  readonly name = 'SIMULATED' as const;

  /** delayMs: the processor's latency (OWA_SIM_CHARGE_DELAY_MS), 0 answers at once. */
  constructor(
    private readonly ledger: SimulatedLedger,
    private readonly delayMs = 0,
  ) {}

  async charge(request: ChargeRequest): Promise<CardOutcome> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const behaviour = simulatedTokenBehaviour(request.paymentToken);
    const recorded = await this.ledger.record({
      key: request.idempotencyKey,
      ref: `sim_ch_${randomUUID().replaceAll('-', '')}`,
      orderId: request.orderId,
      amountCents: request.amountCents,
      status:
        behaviour === 'approve' ? 'succeeded' : behaviour === 'challenge' ? 'requires_action' : 'declined',
    });
    switch (recorded.status) {
      case 'succeeded':
        return { status: 'succeeded', ref: recorded.ref };
      case 'requires_action':
        return {
          status: 'requires_action',
          ref: recorded.ref,
          intentSecret: `${recorded.ref}_secret`,
          challengeHosted: true,
        };
      default:
        return { status: 'declined', ref: null, errorMsg: CARD_DECLINED_MESSAGE };
    }
  }

  async status(ref: string): Promise<ProcessorStatus> {
    const charge = await this.ledger.byRef(ref);
    return charge ? ledgerStatus(charge.status) : 'CHARGE_FAILED';
  }

  /** The challenge page's answer: the customer passed (or failed) 3-D Secure. */
  async authorise(ref: string, passed: boolean): Promise<boolean> {
    return this.ledger.move(ref, ['requires_action'], passed ? 'succeeded' : 'declined');
  }

  async cancel(ref: string): Promise<boolean> {
    const charge = await this.ledger.byRef(ref);
    if (!charge) return true;
    if (charge.status === 'requires_action') return this.ledger.move(ref, ['requires_action'], 'canceled');
    return charge.status !== 'succeeded';
  }

  async reverse(ref: string): Promise<boolean> {
    const charge = await this.ledger.byRef(ref);
    if (charge?.status === 'requires_action') return this.ledger.move(ref, ['requires_action'], 'canceled');
    return this.refund(ref);
  }

  async refund(ref: string): Promise<boolean> {
    const charge = await this.ledger.byRef(ref);
    if (!charge) return true;
    if (charge.status === 'succeeded')
      // Moved once: a second refund finds it refunded already.
      return (await this.ledger.move(ref, ['succeeded'], 'refunded')) || this.refund(ref);
    return charge.status !== 'requires_action';
  }

  async find(idempotencyKey: string): Promise<FoundCharge | null> {
    const charge = await this.ledger.byKey(idempotencyKey);
    return charge ? { ref: charge.ref, status: ledgerStatus(charge.status) } : null;
  }
}

/** The part of the official `stripe` client this API uses (so tests can pass a fake). */
export interface StripeLike {
  paymentIntents: {
    create(
      params: {
        amount: number;
        currency: string;
        payment_method?: string;
        metadata?: Record<string, string>;
        automatic_payment_methods?: { enabled: boolean };
      },
      options?: { idempotencyKey?: string },
    ): Promise<{ id: string; client_secret: string | null; status: string }>;
    retrieve(id: string): Promise<{ id: string; status: string }>;
    cancel(id: string): Promise<{ id: string; status: string }>;
    search(params: { query: string }): Promise<{ data: { id: string; status: string }[] }>;
  };
  refunds: {
    create(
      params: { payment_intent: string },
      options?: { idempotencyKey?: string },
    ): Promise<{ id: string; status: string | null }>;
  };
}

/**
 * Stripe: a PaymentIntent per payment; the client confirms it with the intent secret (spec 2 §4
 * "the intent secret is confirmed with the card payment provider"), then GET /payment/{orderId}
 * reads its status back.
 */
export class StripeCardProcessor implements CardProcessor {
  readonly name = 'STRIPE' as const;

  constructor(private readonly stripe: StripeLike) {}

  async charge(request: ChargeRequest): Promise<CardOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          ...(request.paymentToken.startsWith('pm_') ? { payment_method: request.paymentToken } : {}),
          // The key in the metadata lets the orphan sweep find the intent after a crash.
          metadata: { orderId: request.orderId, idempotencyKey: request.idempotencyKey },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded' || intent.status === 'requires_capture')
        return { status: 'succeeded', ref: intent.id };
      if (!intent.client_secret)
        return { status: 'declined', ref: intent.id, errorMsg: CARD_DECLINED_MESSAGE };
      return {
        status: 'requires_action',
        ref: intent.id,
        intentSecret: intent.client_secret,
        challengeHosted: false,
      };
    } catch (error) {
      // Stripe's card errors carry a message meant for the customer; anything else gets the generic one.
      const message =
        error &&
        typeof error === 'object' &&
        'type' in error &&
        error.type === 'StripeCardError' &&
        'message' in error
          ? String(error.message)
          : CARD_DECLINED_MESSAGE;
      return { status: 'declined', ref: null, errorMsg: message };
    }
  }

  async status(ref: string): Promise<ProcessorStatus> {
    const intent = await this.stripe.paymentIntents.retrieve(ref);
    return stripeStatus(intent.status);
  }

  async reverse(ref: string): Promise<boolean> {
    const intent = await this.stripe.paymentIntents.retrieve(ref);
    if (intent.status === 'canceled' || intent.status === 'requires_payment_method') return true;
    if (intent.status === 'succeeded') return this.refundIntent(ref);
    return this.cancel(ref);
  }

  async refund(ref: string): Promise<boolean> {
    const intent = await this.stripe.paymentIntents.retrieve(ref);
    if (intent.status === 'canceled' || intent.status === 'requires_payment_method') return true;
    return intent.status === 'succeeded' ? this.refundIntent(ref) : false;
  }

  /** One refund per intent, however often a reversal or refund is retried (the same key). */
  private async refundIntent(ref: string): Promise<boolean> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: ref },
      { idempotencyKey: `refund-${ref}` },
    );
    return refund.status !== 'failed' && refund.status !== 'canceled';
  }

  async find(idempotencyKey: string): Promise<FoundCharge | null> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['idempotencyKey']:'${idempotencyKey.replace(/'/g, '')}'`,
    });
    const intent = found.data[0];
    return intent ? { ref: intent.id, status: stripeStatus(intent.status) } : null;
  }

  async cancel(ref: string): Promise<boolean> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(ref);
      return intent.status === 'canceled';
    } catch {
      // Stripe refuses to cancel an intent that succeeded or is processing: it is not abandoned.
      return false;
    }
  }
}

function stripeStatus(status: string): ProcessorStatus {
  switch (status) {
    case 'succeeded':
    case 'requires_capture':
    case 'processing':
      return status;
    case 'canceled':
    case 'requires_payment_method':
      return 'CHARGE_FAILED';
    default:
      return 'requires_action';
  }
}

/** Stripe when a secret key is configured, the simulator otherwise. */
export async function cardProcessorFor(
  config: { stripeSecretKey: string | null; stripeApiBase: string | null; simulatedChargeDelayMs: number },
  ledger: SimulatedLedger,
): Promise<CardProcessor> {
  if (!config.stripeSecretKey) return new SimulatedCardProcessor(ledger, config.simulatedChargeDelayMs);
  const { default: Stripe } = await import('stripe');
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  const options = base
    ? {
        host: base.hostname,
        port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        protocol: base.protocol.replace(':', '') as 'http' | 'https',
        maxNetworkRetries: 0,
      }
    : {};
  // why: StripeLike is the few calls this API makes; the SDK's overloaded signatures do not match it.
  return new StripeCardProcessor(new Stripe(config.stripeSecretKey, options) as unknown as StripeLike);
}
