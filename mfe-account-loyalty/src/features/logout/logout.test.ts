import { bus } from '@owa/shared';
import { currentReferrer, rememberReferrer } from '../referral';
import { addressAfterLogout, logOut } from './logout';

const paths: string[] = [];
// The page's API client as the host configures it (siteApi() reads this global).
beforeAll(() => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('owa.site-api.v1')] = {
    request: async (path: string) => {
      paths.push(path);
      return {};
    },
  };
});

describe('spec 3 §4 Logout keeps vc, dineInOnly and tid; the referral belonged to the visit', () => {
  it('drops referrer and every other one-visit parameter, keeping the three and the category', () => {
    expect(
      addressAfterLogout(
        '/owa/r/maple-downtown/1001/ALLDAY',
        '?referrer=42&vc=v1&id=B1&tid=3&dineInOnly=1',
        '#c2',
      ),
    ).toBe('/owa/r/maple-downtown/1001/ALLDAY?vc=v1&tid=3&dineInOnly=1#c2');
    expect(addressAfterLogout('/owa/r/maple-downtown/1001/ALLDAY', '?referrer=42', '')).toBe(
      '/owa/r/maple-downtown/1001/ALLDAY',
    );
  });

  it('leaves an address without such parameters alone', () => {
    expect(addressAfterLogout('/owa/r/maple-downtown/1001/ALLDAY', '?tid=3', '')).toBeNull();
  });

  it('logs out on the server, then leaves the store page without the referrer and forgets it', async () => {
    window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY?referrer=42&tid=3');
    rememberReferrer(window.location.search);
    const seen: string[] = [];
    // What the shell sees when it handles the logout: the address it leads on from.
    const sink = bus.on('shell:logout').subscribe(() => seen.push(window.location.href));
    await logOut();
    sink.unsubscribe();
    expect(paths).toEqual(['/customer/logout']);
    expect(seen).toEqual(['http://localhost/owa/r/maple-downtown/1001/ALLDAY?tid=3']);
    expect(window.location.search).toBe('?tid=3');
    expect(currentReferrer()).toBeNull();
  });
});
