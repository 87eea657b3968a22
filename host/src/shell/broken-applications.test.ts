import { bus } from '@owa/shared';
import { act, screen } from '@testing-library/react';
import type { AppError } from 'single-spa';
import { brokenApplication, remoteOfApplication } from './broken-applications';

function died(name: string, message: string): AppError {
  return Object.assign(new Error(`application '${name}' died in status MOUNTING: ${message}`), {
    appOrParcelName: name,
  });
}

describe('an application whose lifecycle throws', () => {
  let reports: string[] = [];
  let subscription: { unsubscribe(): void };
  beforeEach(() => {
    reports = [];
    subscription = bus.on('shell:error-report').subscribe((report) => reports.push(report.error));
    document.body.innerHTML = '<main id="owa-route"></main>';
    window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY');
  });
  afterEach(() => subscription.unsubscribe());

  test('the route’s application: reported under its remote, the page stops waiting, a retry that reloads', async () => {
    const routeBroken = jest.fn();
    const reload = jest.fn();
    await act(async () => brokenApplication(died('mfe-menu', 'canary fault'), routeBroken, reload));

    expect(reports).toEqual([
      "Remote mfe-menu failed: application 'mfe-menu' died in status MOUNTING: canary fault",
    ]);
    expect(routeBroken).toHaveBeenCalledTimes(1);
    await act(async () => (await screen.findByRole('button', { name: 'Try again' })).click());
    expect(reload).toHaveBeenCalledTimes(1);

    // On another team's route the broken area is out of the way; back on its route it shows again.
    const area = document.getElementById('owa-area-mfe-menu');
    window.history.replaceState(null, '', '/owa/snappy/detail/G1001/1001/checkout');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(area?.hidden).toBe(true);
    window.history.replaceState(null, '', '/owa/r/maple-downtown/1001/ALLDAY');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(area?.hidden).toBe(false);
  });

  test('a background service or a parcel: reported, nothing else changes', async () => {
    const routeBroken = jest.fn();
    await act(async () => brokenApplication(died('mfe-cart-checkout:service', 'no'), routeBroken, jest.fn()));
    await act(async () => brokenApplication(died('parcel-7', 'shell parcel'), routeBroken, jest.fn()));
    expect(reports).toEqual([
      "Remote mfe-cart-checkout failed: application 'mfe-cart-checkout:service' died in status MOUNTING: no",
      "application 'parcel-7' died in status MOUNTING: shell parcel",
    ]);
    expect(routeBroken).not.toHaveBeenCalled();
    expect(document.getElementById('owa-area-mfe-cart-checkout')).toBeNull();
  });

  test.each([
    ['mfe-menu', 'mfe-menu'],
    ['mfe-menu:service', 'mfe-menu'],
    ['host:pages', null],
    ['mfe-menus', null],
  ])('%s belongs to %s', (name, remote) => {
    expect(remoteOfApplication(name)).toBe(remote);
  });
});
