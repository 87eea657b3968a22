// Dine-in tables: manual entry matching (spec 1 §5, spec 3 §5), expiry after 150 minutes (spec 2 §4)
// and the special table ids (spec 1 §9).
import { hasTable } from '@owa/shared/domain';
import type { Section, Table } from '@owa/shared/entities';

export const TABLE_EXPIRY_MINUTES = 150;
export const TABLE_CLEARED = -1;
/** Guest take-out at a dine-in store; shows the title 'takeout'. */
export const TAKEOUT_TABLE_ID = 989898;

export const TABLE_MESSAGES = {
  empty: 'Must enter a table number',
  invalid: 'Invalid Table Number',
  invalidQr: 'Invalid QR Code',
  required: 'Please set your table number in order to begin ordering',
  expired: 'Please re-select your table',
} as const;

export type TableMatch =
  | { ok: true; table: Table }
  | { ok: false; reason: 'empty' | 'no-match'; message?: string };

/**
 * Matches typed text case-insensitively against each table's displayTableNo or tableNo, across all
 * sections. Surrounding spaces are ignored. No match gives the table-number-failed text (a
 * translation key, so no literal message here).
 */
export function matchTable(input: string, sections: readonly Section[] | null | undefined): TableMatch {
  const wanted = input.trim().toLowerCase();
  if (wanted === '') return { ok: false, reason: 'empty', message: TABLE_MESSAGES.empty };
  for (const section of sections ?? []) {
    for (const table of section.tables ?? []) {
      const display = table.displayTableNo?.trim().toLowerCase();
      if (display === wanted || String(table.tableNo).trim().toLowerCase() === wanted)
        return { ok: true, table };
    }
  }
  return { ok: false, reason: 'no-match' };
}

/** Spec 2 §4: a table chosen 150 minutes ago or more has expired. Times in epoch milliseconds. */
export function isTableExpired(tableSetAt: number | null | undefined, now: number): boolean {
  if (tableSetAt === null || tableSetAt === undefined || !Number.isFinite(tableSetAt)) return false;
  return now - tableSetAt >= TABLE_EXPIRY_MINUTES * 60_000;
}

export function isTakeoutTable(tableId: number | string | null | undefined): boolean {
  return tableId !== null && tableId !== undefined && Number(tableId) === TAKEOUT_TABLE_ID;
}

/** The table's title: 'takeout' for the guest take-out table, else its display number. */
export function tableTitle(
  tableId: number | string | null | undefined,
  tableDisplay?: string | null,
): string | undefined {
  if (!hasTable(tableId)) return undefined;
  if (isTakeoutTable(tableId)) return 'takeout';
  return tableDisplay ?? String(tableId);
}
