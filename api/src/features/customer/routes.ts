import { ContactUpdateSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { optionalStoreIdHeader } from '../../http/headers.js';
import { parseInput } from '../../http/validation.js';
import { requireSession } from '../auth/session.js';
import { CatalogRepository } from '../catalog/repository.js';
import { PaymentMethodRepository } from '../payment-methods/repository.js';
import { customerView } from './view.js';

export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalog = new CatalogRepository(ctx);
  const cards = new PaymentMethodRepository(ctx.db);

  app.get('/customer', async (request) => {
    const session = await requireSession(ctx, request);
    return customerView(session.customer);
  });

  // The spec names no path for saving contact info; PUT on the profile's own path (docs/api.md).
  app.put('/customer', async (request) => {
    const session = await requireSession(ctx, request);
    const contact = parseInput(ContactUpdateSchema, request.body, 'body');
    const updated = await ctx.db
      .updateTable('customers')
      .set({ first_name: contact.firstName, last_name: contact.lastName, email: contact.email })
      .where('id', '=', session.customer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return customerView(updated);
  });

  /**
   * Account details (the fetchAccountDetails action, spec 1 §7): the profile plus the store wallet
   * (membership) balance, points, saved-card count and, where the store runs one, the referral link.
   */
  app.get('/customer/account', async (request) => {
    const session = await requireSession(ctx, request);
    const storeId = optionalStoreIdHeader(request);
    const store = storeId ? await catalog.requireStore(storeId) : null;
    const customer = session.customer;
    const rewardsSettings = store?.settings?.rewardsSettings;
    return {
      ...customerView(customer),
      storeId,
      groupId: store?.groupId ?? null,
      membership: {
        isMember: customer.wallet_cents > 0,
        balance: customer.wallet_cents / 100,
        balanceInCents: customer.wallet_cents,
      },
      savedCardCount: (await cards.list(customer.id)).length,
      referral: rewardsSettings?.supportsReferralBonus
        ? { referrerId: customer.id, link: `/owa/g/-/${String(store?.groupId)}?referrer=${customer.id}` }
        : null,
      memberSince: customer.created_at.toISOString(),
    };
  });
}
