import type { TableNode, UpdateQueryNode } from 'kysely';
import type { CustomerRow } from '../../db/schema.js';
import { WriteWatch } from '../../db/write-watch.js';
import { type LiveSession, SessionCache } from './session-cache.js';

const NOW = new Date('2026-11-21T19:00:00.000Z');
const EXPIRES = new Date('2026-11-21T20:00:00.000Z');
const jane: CustomerRow = {
  id: 1001,
  telephone: '4165550100',
  first_name: 'Jane',
  last_name: 'Doe',
  email: null,
  points: 120,
  wallet_cents: 2500,
  referrer_id: null,
  created_at: new Date('2026-01-01T00:00:00.000Z'),
};
const write = (name: string): UpdateQueryNode => {
  const table: TableNode = {
    kind: 'TableNode',
    table: { kind: 'SchemableIdentifierNode', identifier: { kind: 'IdentifierNode', name } },
  };
  return { kind: 'UpdateQueryNode', table };
};

/** The database as the session lookup sees it: a row that logout or a payment can change. */
function fakeDatabase() {
  const watch = new WriteWatch();
  let live: LiveSession | undefined = { customer: { ...jane }, expiresAt: EXPIRES };
  let reads = 0;
  return {
    watch,
    reads: () => reads,
    load: (now: Date) => async () => {
      reads++;
      return live && live.expiresAt > now ? { ...live, customer: { ...live.customer } } : undefined;
    },
    logout() {
      watch.noteStatement(write('auth_tokens'));
      live = undefined;
    },
    credit(cents: number) {
      watch.noteStatement(write('customers'));
      if (live) live.customer.wallet_cents += cents;
    },
  };
}

describe('session cache (PGlite, one process)', () => {
  test('a second lookup of a live session reads nothing', async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.watch);
    expect((await cache.find('t', NOW, db.load(NOW)))?.id).toBe(1001);
    expect((await cache.find('t', NOW, db.load(NOW)))?.id).toBe(1001);
    expect(db.reads()).toBe(1);
  });

  test('a logout ends the cached session at once', async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.watch);
    await cache.find('t', NOW, db.load(NOW));
    db.logout();
    expect(await cache.find('t', NOW, db.load(NOW))).toBeUndefined();
  });

  test('a change of the customer row (wallet, points, profile) is read by the next lookup', async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.watch);
    await cache.find('t', NOW, db.load(NOW));
    db.credit(500);
    expect((await cache.find('t', NOW, db.load(NOW)))?.wallet_cents).toBe(3000);
  });

  test('writes to other tables keep the entry', async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.watch);
    await cache.find('t', NOW, db.load(NOW));
    db.watch.noteStatement(write('carts'));
    await cache.find('t', NOW, db.load(NOW));
    expect(db.reads()).toBe(1);
  });

  test('the token expires on the API clock without a read', async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.watch);
    await cache.find('t', NOW, db.load(NOW));
    expect(await cache.find('t', EXPIRES, db.load(EXPIRES))).toBeUndefined();
  });

  test('a read during which a watched write ran is not kept', async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.watch);
    const read = db.load(NOW);
    await cache.find('t', NOW, async () => {
      const session = await read();
      db.logout();
      return session;
    });
    expect(await cache.find('t', NOW, db.load(NOW))).toBeUndefined();
  });

  test('a caller changing its copy does not change the cached row', async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.watch);
    const first = await cache.find('t', NOW, db.load(NOW));
    if (first) first.points = -1;
    expect((await cache.find('t', NOW, db.load(NOW)))?.points).toBe(120);
  });
});
