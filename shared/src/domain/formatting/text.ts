// Money, points, phone, names, addresses and dates as the site shows them (spec 1 §9, spec 2 §9,
// spec 3 §9).
import { formatCents, toCents } from '../pricing/money.js';
import { DEFAULT_TIME_ZONE, formatInZone, parseInstant } from '../store-hours/index.js';

/** Dollars as '$12.49' (the pricing rules' cents formatter, so both show money the same way). */
export function formatCurrency(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** Points with thousands separators: 1250 as '1,250'. */
export function formatPoints(points: number): string {
  const whole = Math.round(points);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * '(416) 555-0101' for a 10-digit number (or 11 digits with the North American 1); anything else
 * is shown as given, since a wrongly grouped foreign number is worse than an ungrouped one.
 */
export function formatPhone(phone: string | null | undefined): string {
  const text = phone ?? '';
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return text;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const ELLIPSIS = '…';
export const ITEM_NAME_WORD_LIMIT = 24;

/**
 * Item names (spec 2 §9): a word longer than 24 characters cannot wrap, so it becomes its first 23
 * characters plus an ellipsis (24 in all); shorter words are left for the layout to wrap.
 */
export function truncateItemName(name: string): string {
  return name.replace(/\S+/g, (word) => {
    const chars = Array.from(word);
    return chars.length > ITEM_NAME_WORD_LIMIT
      ? `${chars.slice(0, ITEM_NAME_WORD_LIMIT - 1).join('')}${ELLIPSIS}`
      : word;
  });
}

/** A store as the checkout names it, whatever the order type: 'Maple Downtown, 100 King St W, Toronto'. */
export function storeLine(store: {
  readonly name?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
}): string {
  return [store.name, store.address, store.city].filter(Boolean).join(', ');
}

export const ADDRESS_LIMITS = { mobile: 15, desktop: 30 } as const;

/** Address in the header and sub-header: at most 15 characters on mobile, 30 on desktop, ellipsis included. */
export function truncateAddress(address: string, screen: keyof typeof ADDRESS_LIMITS): string {
  const limit = ADDRESS_LIMITS[screen];
  const chars = Array.from(address.trim());
  if (chars.length <= limit) return chars.join('');
  return `${chars
    .slice(0, limit - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

export const NO_EXPIRATION = 'No expiration';

type DateValue = string | number | null | undefined;

/** A calendar date in the given format: date-only texts as written, time stamps on the store clock. */
function formatDateValue(value: DateValue, format: string, zone: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (dateOnly)
      return format
        .replace('YYYY', dateOnly[1] ?? '')
        .replace('MM', dateOnly[2] ?? '')
        .replace('DD', dateOnly[3] ?? '');
  }
  const instant = parseInstant(value, zone);
  return instant === null ? null : formatInZone(instant, zone, format);
}

/** Dates shown as YYYY-MM-DD (spec 1 §9). */
export function formatDate(value: DateValue, zone: string = DEFAULT_TIME_ZONE): string | null {
  return formatDateValue(value, 'YYYY-MM-DD', zone);
}

/** Expiry of rewards and coupons (spec 3 §9): validTo as YYYY-MM-DD, else expireDate as YYYY/MM/DD, else 'No expiration'. */
export function expiryText(
  entry: { validTo?: DateValue; expireDate?: DateValue },
  zone: string = DEFAULT_TIME_ZONE,
): string {
  return (
    formatDateValue(entry.validTo, 'YYYY-MM-DD', zone) ??
    formatDateValue(entry.expireDate, 'YYYY/MM/DD', zone) ??
    NO_EXPIRATION
  );
}
