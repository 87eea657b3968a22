import { logoutLanding } from './logout';

describe('spec 3 §4 Logout goes to the store route keeping vc, dineInOnly and tid', () => {
  it('leaves the account area for the store, with only the kept parameters', () => {
    expect(
      logoutLanding(
        '/owa/snappy/detail/G1001/1003/account',
        '?tab=tab-2&vc=v1&tid=7&dineInOnly=1',
        'maple-harbour',
      ),
    ).toBe('/owa/r/maple-harbour/1003?vc=v1&dineInOnly=1&tid=7');
  });
  it('stays on a store page, and goes home from elsewhere', () => {
    expect(logoutLanding('/owa/r/maple-downtown/1001/ALLDAY', '?tid=3', 'maple-downtown')).toBeNull();
    expect(logoutLanding('/owa/g/maple-co/G1001/', '', null)).toBe('/owa/');
  });
});
