import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A PaymentIntent as the fake keeps it. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  refunded: boolean;
}

/**
 * Just enough of Stripe's HTTP API for the payment seam, in the test process: intents (created once
 * per idempotency key, retrieved, cancelled, searched by metadata) and refunds. Answers after
 * `delayMs`, as a real processor takes a while.
 */
export class FakeStripe {
  readonly intents: FakeIntent[] = [];
  private readonly byKey = new Map<string, FakeIntent>();
  private server: Server | null = null;
  port = 0;

  /** While true, Stripe refuses every refund (its refunds are down, or the charge is disputed). */
  refundsFailing = false;

  constructor(private readonly delayMs = 150) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The customer confirms the intent in the browser (Stripe.js): it succeeds. */
  confirm(id: string): void {
    const intent = this.intents.find((i) => i.id === id);
    if (intent) intent.status = 'succeeded';
  }

  of(orderId: string): FakeIntent[] {
    return this.intents.filter((i) => i.metadata.orderId === orderId);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(([status, body]) => {
        setTimeout(() => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
          response.end(JSON.stringify(body));
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('The fake Stripe has no TCP port.');
    this.port = address.port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async answer(request: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const url = new URL(request.url ?? '/', 'http://fake');
    const key = request.headers['idempotency-key'];
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const existing = typeof key === 'string' ? this.byKey.get(key) : undefined;
      if (existing) return [200, existing];
      const id = `pi_fake_${this.intents.length + 1}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(name);
        if (m?.[1]) metadata[m[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'cad',
        status: 'requires_confirmation',
        client_secret: `${id}_secret_fake`,
        payment_method: form.get('payment_method'),
        metadata,
        refunded: false,
      };
      this.intents.push(intent);
      if (typeof key === 'string') this.byKey.set(key, intent);
      return [200, intent];
    }
    if (request.method === 'GET' && path === '/v1/payment_intents/search') {
      const wanted = /metadata\['idempotencyKey'\]:'([^']*)'/.exec(url.searchParams.get('query') ?? '')?.[1];
      const data = this.intents.filter((i) => i.metadata.idempotencyKey === wanted);
      return [200, { object: 'search_result', data, has_more: false, url: path }];
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = one ? this.intents.find((i) => i.id === one[1]) : undefined;
    if (one && !intent) return [404, { error: { type: 'invalid_request_error', message: 'No such intent' } }];
    if (intent && request.method === 'GET') return [200, intent];
    if (intent && request.method === 'POST' && one?.[2]) {
      if (intent.status === 'succeeded')
        return [
          400,
          { error: { type: 'invalid_request_error', message: 'You cannot cancel this PaymentIntent' } },
        ];
      intent.status = 'canceled';
      return [200, intent];
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (this.refundsFailing)
        return [400, { error: { type: 'invalid_request_error', message: 'Refunds are unavailable' } }];
      const target = this.intents.find((i) => i.id === form.get('payment_intent'));
      if (!target) return [404, { error: { type: 'invalid_request_error', message: 'No such intent' } }];
      target.refunded = true;
      return [200, { id: `re_${target.id}`, object: 'refund', status: 'succeeded' }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unknown path ${path}` } }];
  }
}
