/**
 * spec 1 §2.2 menu-selection: a store id that is missing, the text 'null', or non-numeric and
 * shorter than 3 characters goes to the not-found page.
 */
export function isUsableStoreId(sid: string | null | undefined): boolean {
  if (sid === null || sid === undefined || sid.trim() === '' || sid === 'null') return false;
  const numeric = /^\d+$/.test(sid);
  return numeric || sid.length >= 3;
}
