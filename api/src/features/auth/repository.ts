import type { Db } from '../../db/database.js';
import type { CustomerRow } from '../../db/schema.js';
import type { LiveSession } from './session-cache.js';

/** Login codes, sessions and the customers they open. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  findCode(telephone: string) {
    return this.db
      .selectFrom('login_codes')
      .selectAll()
      .where('telephone', '=', telephone)
      .executeTakeFirst();
  }

  async saveCode(telephone: string, codeHash: string, sentAt: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('login_codes')
      .values({ telephone, code_hash: codeHash, sent_at: sentAt, expires_at: expiresAt, attempts: 0 })
      .onConflict((oc) =>
        oc
          .column('telephone')
          .doUpdateSet({ code_hash: codeHash, sent_at: sentAt, expires_at: expiresAt, attempts: 0 }),
      )
      .execute();
  }

  /**
   * Counts one attempt against the code, atomically, and only while attempts remain: two
   * concurrent guesses cannot both slip under the limit.
   */
  countAttempt(telephone: string, maxAttempts: number) {
    return this.db
      .updateTable('login_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('telephone', '=', telephone)
      .where('attempts', '<', maxAttempts)
      .returning(['code_hash', 'expires_at', 'attempts'])
      .executeTakeFirst();
  }

  async deleteCode(telephone: string): Promise<void> {
    await this.db.deleteFrom('login_codes').where('telephone', '=', telephone).execute();
  }

  findCustomerByTelephone(telephone: string): Promise<CustomerRow | undefined> {
    return this.db.selectFrom('customers').selectAll().where('telephone', '=', telephone).executeTakeFirst();
  }

  findCustomer(id: number): Promise<CustomerRow | undefined> {
    return this.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Creates the customer for a new phone number; a concurrent login for the same number gets the same row. */
  async createCustomer(telephone: string, referrerId: number | null, now: Date): Promise<CustomerRow> {
    const inserted = await this.db
      .insertInto('customers')
      .values({
        telephone,
        first_name: null,
        last_name: null,
        email: null,
        referrer_id: referrerId,
        created_at: now,
      })
      .onConflict((oc) => oc.column('telephone').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    const existing = await this.findCustomerByTelephone(telephone);
    if (!existing) throw new Error('customer vanished during login');
    return existing;
  }

  async createSession(tokenHash: string, customerId: number, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('auth_tokens')
      .values({
        token_hash: tokenHash,
        customer_id: customerId,
        created_at: now,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** The live session of a token hash with its customer, or nothing when unknown, revoked or expired. */
  async findLiveSession(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
    const row = await this.db
      .selectFrom('auth_tokens')
      .innerJoin('customers', 'customers.id', 'auth_tokens.customer_id')
      .selectAll('customers')
      .select('auth_tokens.expires_at as session_expires_at')
      .where('auth_tokens.token_hash', '=', tokenHash)
      .where('auth_tokens.revoked_at', 'is', null)
      .where('auth_tokens.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_expires_at, ...customer } = row;
    return { customer, expiresAt: session_expires_at };
  }

  async revokeSession(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
