import fc from 'fast-check';
import { checkDineInLocation, haversineKm } from './location';
import { parseTableQr } from './qr';
import { isTableExpired, isTakeoutTable, matchTable, TABLE_EXPIRY_MINUTES, tableTitle } from './table';

const sections = [
  { name: 'Patio', tables: [1, 2, 3, 4].map((n) => ({ tableNo: 100 + n, displayTableNo: `P${n}` })) },
  {
    name: 'Main',
    tables: Array.from({ length: 10 }, (_, i) => ({ tableNo: i + 1, displayTableNo: `M${i + 1}` })),
  },
];

describe('spec 1 §5 table entry', () => {
  it("empty gives 'Must enter a table number'", () => {
    expect(matchTable('', sections)).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Must enter a table number',
    });
    expect(matchTable('   ', sections)).toMatchObject({ reason: 'empty' });
  });

  it('matches displayTableNo or tableNo, case-insensitively', () => {
    expect(matchTable('p2', sections)).toMatchObject({ ok: true, table: { tableNo: 102 } });
    expect(matchTable(' M10 ', sections)).toMatchObject({ ok: true, table: { tableNo: 10 } });
    expect(matchTable('103', sections)).toMatchObject({ ok: true, table: { displayTableNo: 'P3' } });
  });

  it('no match fails', () => {
    expect(matchTable('P9', sections)).toEqual({ ok: false, reason: 'no-match' });
    expect(matchTable('P1', null)).toEqual({ ok: false, reason: 'no-match' });
  });
});

describe('spec 2 §4 table expiry after 150 minutes', () => {
  const setAt = Date.UTC(2026, 0, 1, 12, 0);
  it('is kept before 150 minutes and expires at 150', () => {
    expect(isTableExpired(setAt, setAt + (TABLE_EXPIRY_MINUTES * 60_000 - 1))).toBe(false);
    expect(isTableExpired(setAt, setAt + TABLE_EXPIRY_MINUTES * 60_000)).toBe(true);
    expect(isTableExpired(null, setAt)).toBe(false);
  });
});

describe('spec 1 §9 table ids', () => {
  it('-1 is no table; 989898 is the take-out table titled takeout', () => {
    expect(isTakeoutTable(989898)).toBe(true);
    expect(tableTitle(989898)).toBe('takeout');
    expect(tableTitle(7, 'M7')).toBe('M7');
    expect(tableTitle(7)).toBe('7');
    expect(tableTitle(-1, 'M7')).toBeUndefined();
  });
});

describe('spec 1 §5 dine-in location check (haversine, 6371 km)', () => {
  const store = { latitude: 43.6487, longitude: -79.3817 };
  it('measures known distances', () => {
    expect(haversineKm(store, store)).toBe(0);
    const pearson = { latitude: 43.6777, longitude: -79.6248 };
    expect(haversineKm(store, pearson)).toBeCloseTo(19.8, 0);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      3,
    );
  });

  it('within the radius is in store; outside is not; denied permission is its own verdict', () => {
    const near = { latitude: 43.649, longitude: -79.381 };
    const input = { verifyLocation: true, store, radiusKm: 0.5 };
    expect(checkDineInLocation({ ...input, position: near })).toBe('in-store');
    expect(checkDineInLocation({ ...input, position: { latitude: 43.7, longitude: -79.4 } })).toBe(
      'not-in-store',
    );
    expect(checkDineInLocation({ ...input, position: 'denied' })).toBe('permission-denied');
    expect(checkDineInLocation({ ...input, verifyLocation: false, position: 'denied' })).toBe('not-required');
    expect(checkDineInLocation({ ...input, radiusKm: null, position: near })).toBe('not-required');
  });

  const point = fc.record({
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('property: symmetric, never negative, at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = haversineKm(a, b);
        return ab >= 0 && Math.abs(ab - haversineKm(b, a)) < 1e-9 && ab <= Math.PI * 6371 + 1e-6;
      }),
    );
  });
});

describe('spec 1 §5 QR code parsing', () => {
  const current = { currentStoreId: 1003 };

  it('accepts the table QR shape with the current store', () => {
    expect(parseTableQr('https://order.example.com/owa/snappy/al/G1001/scan/1003/7', current)).toEqual({
      ok: true,
      qr: { groupId: 'G1001', storeId: '1003', tableId: '7', query: {} },
    });
  });

  it('accepts the app shape, a trailing slash and keeps query parameters', () => {
    expect(parseTableQr('https://order.example.com/app/scan/1003/12/?vc=abc', current)).toEqual({
      ok: true,
      qr: { storeId: '1003', tableId: '12', query: { vc: 'abc' } },
    });
  });

  it('gives canonical ids', () => {
    expect(parseTableQr('https://x.example/app/scan/01003/007', current)).toEqual({
      ok: true,
      qr: { storeId: '1003', tableId: '7', query: {} },
    });
  });

  it('refuses another store', () => {
    expect(parseTableQr('https://x.example/app/scan/1001/7', current)).toEqual({
      ok: false,
      reason: 'other-store',
    });
  });

  it.each([
    ['javascript: URL', 'javascript:alert(1)//owa/snappy/al/G1001/scan/1003/7'],
    ['data: URL', 'data:text/html,/app/scan/1003/7'],
    ['relative path', '/app/scan/1003/7'],
    ['plain text', 'table 7'],
    ['extra segment', 'https://x.example/app/scan/1003/7/extra'],
    ['missing table', 'https://x.example/app/scan/1003'],
    ['prefix before app', 'https://x.example/foo/app/scan/1003/7'],
    ['non-numeric store', 'https://x.example/app/scan/abc/7'],
    ['non-numeric table', 'https://x.example/app/scan/1003/7a'],
    ['negative table', 'https://x.example/app/scan/1003/-7'],
    ['other product path', 'https://x.example/owa/snappy/detail/G1001/1003/checkout'],
    ['wrong al segment', 'https://x.example/owa/snappy/xx/G1001/scan/1003/7'],
    ['bad group id', 'https://x.example/owa/snappy/al/G%201001/scan/1003/7'],
    ['double slash', 'https://x.example/app//scan/1003/7'],
    ['credentials in URL', 'https://user:pw@x.example/app/scan/1003/7'],
    ['ftp', 'ftp://x.example/app/scan/1003/7'],
  ])('rejects %s', (_name, text) => {
    expect(parseTableQr(text, current)).toEqual({ ok: false, reason: 'not-a-table-qr' });
  });

  it('checks the host when allowed hosts are given', () => {
    const options = { ...current, allowedHosts: ['order.example.com'] };
    expect(parseTableQr('https://order.example.com/app/scan/1003/7', options).ok).toBe(true);
    expect(parseTableQr('https://evil.example/app/scan/1003/7', options).ok).toBe(false);
  });

  it('property: never accepts a URL whose store differs from the current store', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99999 }),
        fc.integer({ min: 0, max: 99999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.boolean(),
        (codeStore, currentStore, table, appShape) => {
          const url = appShape
            ? `https://x.example/app/scan/${codeStore}/${table}`
            : `https://x.example/owa/snappy/al/G1/scan/${codeStore}/${table}`;
          const result = parseTableQr(url, { currentStoreId: currentStore });
          return (
            result.ok === (codeStore === currentStore) &&
            (!result.ok || result.qr.storeId === String(codeStore))
          );
        },
      ),
    );
  });

  it('property: arbitrary text is never accepted for another store', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (text) => {
        const result = parseTableQr(text, { currentStoreId: 1003 });
        return !result.ok || Number(result.qr.storeId) === 1003;
      }),
    );
  });
});
