import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './0001-initial.js';
import * as cartsPaymentsRatings from './0002-carts-payments-ratings.js';
import * as paymentWalletHold from './0003-payment-wallet-hold.js';
import * as paymentAttempts from './0004-payment-attempts.js';
import * as orderStatus from './0005-order-status.js';

/**
 * Migrations are imported modules, not files found at run time, so they ship inside the build and
 * their order is the order of this list. Add new ones at the end; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-carts-payments-ratings': cartsPaymentsRatings,
  '0003-payment-wallet-hold': paymentWalletHold,
  '0004-payment-attempts': paymentAttempts,
  '0005-order-status': orderStatus,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
