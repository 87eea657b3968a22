import type {
  AliasNode,
  DeleteQueryNode,
  IdentifierNode,
  InsertQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  WithNode,
} from 'kysely';
import { WriteWatch, writtenTables } from './write-watch.js';

// The statement trees Kysely hands the dialect, reduced to the parts the watch reads.
const table = (name: string): TableNode => ({
  kind: 'TableNode',
  table: { kind: 'SchemableIdentifierNode', identifier: { kind: 'IdentifierNode', name } },
});
const alias: IdentifierNode = { kind: 'IdentifierNode', name: 'x' };
const aliased = (name: string): AliasNode => ({ kind: 'AliasNode', node: table(name), alias });
const select: SelectQueryNode = { kind: 'SelectQueryNode' };
const insert = (name: string): InsertQueryNode => ({ kind: 'InsertQueryNode', into: table(name) });
const update = (name: string): UpdateQueryNode => ({ kind: 'UpdateQueryNode', table: aliased(name) });
const remove = (...names: string[]): DeleteQueryNode => ({
  kind: 'DeleteQueryNode',
  from: { kind: 'FromNode', froms: names.map(table) },
});
const raw: RawNode = { kind: 'RawNode', sqlFragments: ['truncate customers'], parameters: [] };
const cte: WithNode = { kind: 'WithNode', expressions: [] };

describe('which tables a statement may write', () => {
  test('a select writes nothing; insert, update and delete write their target', () => {
    expect(writtenTables(select)).toEqual([]);
    expect(writtenTables(insert('carts'))).toEqual(['carts']);
    expect(writtenTables(update('customers'))).toEqual(['customers']);
    expect(writtenTables(remove('auth_tokens', 'login_codes'))).toEqual(['auth_tokens', 'login_codes']);
  });

  test('raw SQL and a statement with a CTE cannot be told: every table', () => {
    expect(writtenTables(raw)).toBeNull();
    expect(writtenTables({ ...select, with: cte })).toBeNull();
    expect(writtenTables({ ...insert('carts'), with: cte })).toBeNull();
  });
});

describe('WriteWatch', () => {
  test('moves for a write of a watched table, not for reads or other tables', () => {
    const watch = new WriteWatch();
    const watched = ['customers', 'auth_tokens'];
    const start = watch.generation(watched);
    watch.noteStatement(select);
    watch.noteStatement(insert('carts'));
    watch.noteStatement(remove('login_codes'));
    expect(watch.generation(watched)).toBe(start);
    watch.noteStatement(update('customers'));
    expect(watch.generation(watched)).toBe(start + 1);
    watch.noteStatement(raw);
    expect(watch.generation(watched)).toBe(start + 2);
    expect(watch.generation(['carts'])).toBe(2);
  });
});
