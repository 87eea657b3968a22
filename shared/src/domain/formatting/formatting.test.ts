import fc from 'fast-check';
import {
  ADDRESS_LIMITS,
  expiryText,
  formatCurrency,
  formatDate,
  formatPhone,
  formatPoints,
  NO_EXPIRATION,
  storeLine,
  truncateAddress,
  truncateItemName,
} from './text.js';
import { DAY_ABBREVIATIONS, formatClockMinutes, formatDecimalHour, weeklyHoursText } from './time.js';

describe('spec 1 §9 currency with $ and 2 decimals', () => {
  it('formats dollars', () => {
    expect(formatCurrency(12.49)).toBe('$12.49');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(4.995)).toBe('$5.00');
    expect(formatCurrency(-5)).toBe('-$5.00');
  });
});

describe('spec 3 §9 points with thousands commas', () => {
  it('formats points', () => {
    expect(formatPoints(1250)).toBe('1,250');
    expect(formatPoints(999)).toBe('999');
    expect(formatPoints(1_000_000)).toBe('1,000,000');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(-3000)).toBe('-3,000');
  });
  it('removing the commas gives the number back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatPoints(n);
        expect(Number(text.replace(/,/g, ''))).toBe(n);
        expect(/^-?\d{1,3}(,\d{3})*$/.test(text)).toBe(true);
      }),
    );
  });
});

describe('spec 3 §9 phone format (xxx) xxx-xxxx', () => {
  it('formats 10 digits, and 11 with the leading 1', () => {
    expect(formatPhone('4165550101')).toBe('(416) 555-0101');
    expect(formatPhone('416-555-0101')).toBe('(416) 555-0101');
    expect(formatPhone('+1 416 555 0101')).toBe('(416) 555-0101');
  });
  it('leaves other numbers as given', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone(null)).toBe('');
  });
});

describe('spec 2 §9 item names truncate at 24 (words over 24 become 23 plus an ellipsis)', () => {
  it('keeps words of up to 24 characters', () => {
    expect(truncateItemName("Chef's Tasting Platter")).toBe("Chef's Tasting Platter");
    expect(truncateItemName('abcdefghijklmnopqrstuvwx')).toBe('abcdefghijklmnopqrstuvwx');
  });
  it('cuts a longer word to 23 characters plus an ellipsis', () => {
    expect(truncateItemName('abcdefghijklmnopqrstuvwxy')).toBe('abcdefghijklmnopqrstuvw…');
    expect(truncateItemName('Super Supercalifragilisticexpialidocious Fries')).toBe(
      'Super Supercalifragilisticexp… Fries',
    );
  });
  it('no word is ever longer than 24 characters and short names are unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.replace(/\s/g, 'x')),
          { maxLength: 6 },
        ),
        (words) => {
          const name = words.join(' ');
          const out = truncateItemName(name);
          for (const word of out.split(' ')) expect(Array.from(word).length).toBeLessThanOrEqual(24);
          if (words.every((w) => Array.from(w).length <= 24)) expect(out).toBe(name);
        },
      ),
    );
  });
});

describe("the checkout's store line (spec 2 §2)", () => {
  it('names the store, its street and its city, leaving out what the store lacks', () => {
    expect(storeLine({ name: 'Maple Downtown', address: '100 King St W', city: 'Toronto' })).toBe(
      'Maple Downtown, 100 King St W, Toronto',
    );
    expect(storeLine({ name: 'Maple Uptown', address: null, city: 'Toronto' })).toBe('Maple Uptown, Toronto');
    expect(storeLine({})).toBe('');
  });
});

describe('spec 1 §2.4 address truncation (15 mobile, 30 desktop)', () => {
  const address = '100 King St W, Toronto, ON, CA, M5X 1A9';
  it('truncates to the limit, ellipsis included', () => {
    expect(truncateAddress(address, 'mobile')).toBe('100 King St W,…');
    expect(truncateAddress(address, 'desktop')).toBe('100 King St W, Toronto, ON, C…');
    expect(truncateAddress('100 King St W', 'mobile')).toBe('100 King St W');
    expect(ADDRESS_LIMITS).toEqual({ mobile: 15, desktop: 30 });
  });
  it('never exceeds the limit (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('mobile' as const, 'desktop' as const),
        (text, screen) => {
          expect(Array.from(truncateAddress(text, screen)).length).toBeLessThanOrEqual(
            ADDRESS_LIMITS[screen],
          );
        },
      ),
    );
  });
});

describe('spec 3 §9 dates YYYY-MM-DD and YYYY/MM/DD, No expiration', () => {
  it('formats validTo as YYYY-MM-DD and expireDate as YYYY/MM/DD', () => {
    expect(expiryText({ validTo: '2026-12-31' })).toBe('2026-12-31');
    expect(expiryText({ expireDate: '2026-12-31' })).toBe('2026/12/31');
    expect(expiryText({ validTo: '2026-12-31', expireDate: '2027-01-31' })).toBe('2026-12-31');
  });
  it("says 'No expiration' when neither is set", () => {
    expect(expiryText({})).toBe(NO_EXPIRATION);
    expect(expiryText({ validTo: null, expireDate: '' })).toBe('No expiration');
  });
  it('reads time stamps on the store clock', () => {
    // 03:00 UTC on Jan 1 is still Dec 31 in Toronto.
    expect(formatDate('2027-01-01T03:00:00Z')).toBe('2026-12-31');
    expect(formatDate('2027-01-01T03:00:00Z', 'Asia/Tokyo')).toBe('2027-01-01');
    expect(expiryText({ expireDate: Date.UTC(2027, 0, 1, 3) })).toBe('2026/12/31');
    expect(formatDate('garbage')).toBeNull();
  });
});

describe('spec 1 §9 12-hour am/pm times', () => {
  it('formats minutes and decimal hours', () => {
    expect(formatClockMinutes(0)).toBe('12:00 am');
    expect(formatClockMinutes(7 * 60)).toBe('7:00 am');
    expect(formatClockMinutes(12 * 60)).toBe('12:00 pm');
    expect(formatClockMinutes(23 * 60 + 45)).toBe('11:45 pm');
    expect(formatClockMinutes(1440)).toBe('12:00 am');
    expect(formatDecimalHour(7.5)).toBe('7:30 am');
    expect(formatDecimalHour(13.25)).toBe('1:15 pm');
  });
});

describe('spec 2 §4 weekly hours text with Mon, Tues, Wed, Thurs, Fri, Sat, Sun', () => {
  it('lists the week from Monday with the spec abbreviations', () => {
    expect(Object.values(DAY_ABBREVIATIONS)).toEqual(['Sun', 'Mon', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat']);
    const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: 7, close: 23 }));
    const lines = weeklyHoursText(hours);
    expect(lines.map((l) => l.label)).toEqual(['Mon', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun']);
    expect(lines[0]).toEqual({ day: 2, label: 'Mon', text: '7:00 am - 11:00 pm' });
  });
  it('shows 24 hours, closed days, split shifts and past-midnight closes', () => {
    const lines = weeklyHoursText([
      { day: 2, open: 0, close: 24 },
      { day: 3, open: 17, close: 22 },
      { day: 3, open: 11, close: 14.5 },
      { day: 6, open: 18, close: 2 },
      { day: 7, open: 0, close: 0 },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Open 24 hours',
      '11:00 am - 2:30 pm, 5:00 pm - 10:00 pm',
      'Closed',
      'Closed',
      '6:00 pm - 2:00 am',
      'Open 24 hours',
      'Closed',
    ]);
    expect(weeklyHoursText(null).every((l) => l.text === 'Closed')).toBe(true);
  });
});
