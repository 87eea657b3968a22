import type { AliasNode, OperationNode, RootOperationNode, TableNode } from 'kysely';

// Node kinds are compared as text and the module imports kysely's types only, so it loads where
// kysely's ES module does not (the jest suite) and is tested there.
const isTable = (node: OperationNode): node is TableNode => node.kind === 'TableNode';
const isAlias = (node: OperationNode): node is AliasNode => node.kind === 'AliasNode';

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (isTable(node)) return node.table.identifier.name;
  if (isAlias(node)) return tableName(node.node);
  return null;
}

/** The tables a statement may write, or null when it cannot be told (raw SQL, a CTE, anything else). */
export function writtenTables(query: RootOperationNode): string[] | null {
  if ('with' in query && query.with) return null;
  switch (query.kind) {
    case 'SelectQueryNode':
      return [];
    case 'InsertQueryNode': {
      const table = tableName(query.into);
      return table === null ? null : [table];
    }
    case 'UpdateQueryNode': {
      const table = tableName(query.table);
      return table === null ? null : [table];
    }
    case 'DeleteQueryNode': {
      const tables = query.from.froms.map(tableName);
      const named = tables.filter((t): t is string => t !== null);
      return named.length === tables.length ? named : null;
    }
    default:
      return null;
  }
}

/**
 * Counts the statements that may change each table, for caches that must never outlive a change
 * (the session cache). Only sound where every statement of the database passes through this
 * process (PGlite: one process owns its data folder); raw SQL and anything not understood counts as
 * a change of every table.
 */
export class WriteWatch {
  private unknown = 0;
  private readonly byTable = new Map<string, number>();

  /** Changes whenever a statement that may write one of the tables is about to run. */
  generation(tables: Iterable<string>): number {
    let sum = this.unknown;
    for (const table of tables) sum += this.byTable.get(table) ?? 0;
    return sum;
  }

  noteStatement(query: RootOperationNode): void {
    const written = writtenTables(query);
    if (written === null) this.unknown++;
    else for (const table of written) this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
  }
}
