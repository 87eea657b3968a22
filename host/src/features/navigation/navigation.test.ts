import { bus } from '@owa/shared';
import { navigateToUrl } from 'single-spa';
import { startNavigation } from './navigation';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('shell:navigate carries the diner’s query parameters (spec 1 §2.1, spec 3 §2)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.mocked(navigateToUrl).mockClear();
    window.history.replaceState(
      null,
      '',
      '/owa/r/maple-downtown/1001/ALLDAY?vc=1&dineInOnly=1&tid=7&referrer=42&orderType=PICKUP&id=9',
    );
  });
  afterEach(() => stop());

  it('keeps referrer, vc, dineInOnly and tid on a team’s navigation, and drops the others', () => {
    stop = startNavigation();
    bus.emit('shell:navigate', { path: '/owa/snappy/detail/G1001/1001/checkout' });
    expect(navigateToUrl).toHaveBeenCalledWith(
      '/owa/snappy/detail/G1001/1001/checkout?referrer=42&vc=1&dineInOnly=1&tid=7',
    );
  });

  it('lets the target set its own value', () => {
    stop = startNavigation();
    bus.emit('shell:navigate', { path: '/owa/r/maple-downtown/1001/ALLDAY?tid=3' });
    expect(navigateToUrl).toHaveBeenCalledWith(
      '/owa/r/maple-downtown/1001/ALLDAY?tid=3&referrer=42&vc=1&dineInOnly=1',
    );
  });

  it('replaces the address without a new history entry when asked', () => {
    stop = startNavigation();
    bus.emit('shell:navigate', { path: '/owa/r/maple-downtown/1001/LUNCH', replace: true });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe(
      '/owa/r/maple-downtown/1001/LUNCH?referrer=42&vc=1&dineInOnly=1&tid=7',
    );
  });

  it('handles a navigation sent before the shell started (a remote that mounted first)', () => {
    bus.emit('shell:navigate', { path: '/owa/snappy/detail/G1001/1001/account' });
    expect(navigateToUrl).not.toHaveBeenCalled();
    stop = startNavigation();
    expect(navigateToUrl).toHaveBeenCalledWith(
      '/owa/snappy/detail/G1001/1001/account?referrer=42&vc=1&dineInOnly=1&tid=7',
    );
  });
});
