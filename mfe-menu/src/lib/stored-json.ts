/** What a browser key holds, parsed; anything unreadable (absent, not JSON) is null. */
export function readStoredJson(storage: Pick<Storage, 'getItem'> | null, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** A JSON object (not an array, not null): the shape each of the menu's keys keeps at its top. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
