import { randomBytes } from 'node:crypto';
import { NewPaymentMethodSchema, PaymentMethodParamsSchema } from '@owa/shared/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { PaymentMethodTable } from '../../db/schema.js';
import { badRequest, ErrorCode, forbidden, notFound } from '../../errors.js';
import { parseInput } from '../../http/validation.js';
import { requireSession } from '../auth/session.js';
import { cardBrand, isExpired, passesLuhn, simulatedCardToken } from './card.js';
import { PaymentMethodRepository } from './repository.js';

const POSTAL_FORMATS: Record<string, RegExp> = {
  CA: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
  US: /^\d{5}(-\d{4})?$/,
};

/** A saved card as the account page lists it: never the number or the CVC. */
function cardView(row: Selectable<PaymentMethodTable>) {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    cardType: row.brand,
    last4: row.last4,
    no: `•••• ${row.last4}`,
    expiredMonth: row.exp_month,
    expiredYear: row.exp_year,
    postalCode: row.postal_code,
    country: row.country,
  };
}

export function registerPaymentMethodRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cards = new PaymentMethodRepository(ctx.db);

  app.get('/customer/paymentMethod', async (request) => {
    const session = await requireSession(ctx, request);
    return (await cards.list(session.customer.id)).map(cardView);
  });

  app.post('/customer/paymentMethod', async (request, reply) => {
    const session = await requireSession(ctx, request);
    const card = parseInput(NewPaymentMethodSchema, request.body, 'body');
    if (!passesLuhn(card.no)) throw badRequest('The card number is not valid', ErrorCode.cardInvalid);
    const brand = cardBrand(card.no);
    if ((brand === 'AMEX' ? 4 : 3) !== card.csv.length) throw badRequest('Invalid CVC', ErrorCode.cvcInvalid);
    if (isExpired(card.expiredMonth, card.expiredYear, ctx.clock.now())) {
      throw badRequest('Card Expired', ErrorCode.cardExpired);
    }
    const country = card.country ?? 'CA';
    const postalFormat = POSTAL_FORMATS[country];
    // Outside the US and Canada any postal code is accepted (spec 3 §5).
    if (postalFormat && card.postalCode && !postalFormat.test(card.postalCode)) {
      throw badRequest('Postal Code incorrect', 'PAY_ERR_POSTAL_CODE');
    }
    const saved = await cards.add({
      id: `pm_${randomBytes(12).toString('hex')}`,
      customer_id: session.customer.id,
      processor_token: simulatedCardToken(card.no),
      brand,
      last4: card.no.slice(-4),
      exp_month: card.expiredMonth,
      exp_year: card.expiredYear,
      name: card.name,
      postal_code: card.postalCode ?? null,
      country,
      created_at: ctx.clock.now(),
    });
    reply.status(201);
    return cardView(saved);
  });

  const remove = async (request: FastifyRequest) => {
    const session = await requireSession(ctx, request);
    const { id } = parseInput(PaymentMethodParamsSchema, request.params, 'path');
    const card = await cards.find(id);
    if (!card) throw notFound('Payment method not found', ErrorCode.paymentMethodNotFound);
    if (card.customer_id !== session.customer.id) throw forbidden('This card belongs to another customer');
    await cards.remove(id, session.customer.id);
    return { deleted: true, id };
  };
  // The spec writes this path in lower case; the camel-case twin of the other card calls works too.
  app.delete('/customer/paymentmethod/:id', remove);
  app.delete('/customer/paymentMethod/:id', remove);
}
