import { configureSiteApi } from '@owa/shared';
import { onlyMenuAtTable } from './table-menu';

/** Store 1003's menus (DEMO-DATA): CAFE and WINE online, BRUNCH sold in store only. */
const MENUS = [
  { code: 'CAFE', channels: ['ONLINE', 'POS'] },
  { code: 'WINE', channels: null },
  { code: 'BRUNCH', channels: ['POS'] },
];
const TABLE_MENUS: Record<string, string[]> = { '7': ['CAFE'], '12': ['CAFE', 'WINE'] };

let failing = '';
const asked: string[] = [];

beforeEach(() => {
  configureSiteApi({ baseUrl: '/api/v1', production: false });
  failing = '';
  asked.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname);
    if (url.pathname.endsWith(failing || '-')) {
      return { ok: false, status: 500, text: async () => '{"errorCode":"GENERAL_ERR"}' } as Response;
    }
    const answer = url.pathname.endsWith('/lite_menus')
      ? MENUS
      : { menuIds: TABLE_MENUS[url.searchParams.get('tableId') ?? ''] ?? [] };
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as Response;
  }) as typeof fetch;
});

const restricted = { settings: { orderSettings: { restrictMenuOnDiningTable: true } } };

describe('spec 1 §2.2, §4.4: the one menu a table leaves, decided by the QR step', () => {
  it('table 7 of a restricted store gets its one assigned menu', async () => {
    await expect(onlyMenuAtTable('1003', '7', restricted)).resolves.toBe('CAFE');
  });

  it('table 12 (CAFE and WINE) still goes to menu selection', async () => {
    await expect(onlyMenuAtTable('1003', '12', restricted)).resolves.toBeNull();
  });

  it('an unrestricted store offers every online menu, without asking for the table', async () => {
    await expect(onlyMenuAtTable('1003', '7', { settings: null })).resolves.toBeNull();
    expect(asked).toEqual(['/api/v1/lite_menus']);
  });

  it('a table with no assigned menu leaves nothing to open', async () => {
    await expect(onlyMenuAtTable('1003', '99', restricted)).resolves.toBeNull();
  });

  it('fails when a list cannot be read (the QR step then leaves it to menu selection)', async () => {
    failing = '/assigned_menu';
    await expect(onlyMenuAtTable('1003', '7', restricted)).rejects.toBeDefined();
  });
});
