import type { CustomerRow } from '../../db/schema.js';
import type { WriteWatch } from '../../db/write-watch.js';

/** A live session as read from the database: its customer and when the token expires. */
export interface LiveSession {
  customer: CustomerRow;
  expiresAt: Date;
}

/** Tables whose change may end a session or change its customer row. */
export const SESSION_TABLES: ReadonlySet<string> = new Set(['auth_tokens', 'customers']);

const MAX_ENTRIES = 10_000;

/**
 * Live sessions kept in the one process that owns an embedded database. An entry is used only while
 * no statement that may write auth_tokens or customers has run since it was read (a logout, a
 * wallet debit, a profile change or a reset all empty it at once) and only until the token's own
 * expiry on the API's clock. Not used on PostgreSQL: another API process's logout would not be
 * seen (docs/decisions.md).
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: LiveSession; generation: number }>();

  constructor(private readonly watch: WriteWatch) {}

  async find(
    tokenHash: string,
    now: Date,
    load: () => Promise<LiveSession | undefined>,
  ): Promise<CustomerRow | undefined> {
    const hit = this.entries.get(tokenHash);
    if (
      hit &&
      hit.generation === this.watch.generation(SESSION_TABLES) &&
      hit.session.expiresAt.getTime() > now.getTime()
    )
      return { ...hit.session.customer };
    if (hit) this.entries.delete(tokenHash);
    // A write that runs while the read is under way may or may not be in what it read: keep the
    // read only if there was none.
    const generation = this.watch.generation(SESSION_TABLES);
    const session = await load();
    if (!session) return undefined;
    if (generation === this.watch.generation(SESSION_TABLES)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(tokenHash, { session, generation });
    }
    return { ...session.customer };
  }
}
