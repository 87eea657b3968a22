import { attributedBuild, createCanaryWatch } from './canary-watch.mjs';
import { emptyDirectory, promote, type ReleaseDirectory, releaseOf, startCanary } from './directory.mjs';

const stamp = { at: new Date('2025-01-01T12:00:00Z'), by: 'test' };
const rule = { windowMs: 60_000, margin: 0.05, minViews: 4 };

function watched(initial: ReleaseDirectory) {
  let directory = initial;
  let clock = 0;
  const writes: ReleaseDirectory[] = [];
  const watch = createCanaryWatch({
    directory: () => directory,
    update: async (change) => {
      directory = change(directory);
      writes.push(directory);
    },
    rule,
    now: () => clock,
    log: () => {},
  });
  return {
    watch,
    writes,
    current: () => directory,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

const canaryOf = (directory: ReleaseDirectory) => releaseOf(directory, 'mfe-menu').canary;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the automatic rollback', () => {
  const promoted = promote(startCanary(emptyDirectory(), 'mfe-menu', 'b1', 100, stamp), 'mfe-menu', stamp);
  const withCanary = startCanary(promoted, 'mfe-menu', 'b2', 10, stamp);

  test('a canary whose pages report errors is dropped once it has its minimum of page views', async () => {
    const site = watched(withCanary);
    for (let view = 0; view < 20; view += 1) site.watch.pageView('mfe-menu', 'b1');
    for (let view = 0; view < 3; view += 1) {
      site.watch.pageView('mfe-menu', 'b2');
      site.watch.errorReport('mfe-menu', 'b2');
    }
    await settle();
    expect(canaryOf(site.current())).not.toBeNull();
    site.watch.pageView('mfe-menu', 'b2');
    await settle();
    expect(canaryOf(site.current())).toBeNull();
    expect(site.writes).toHaveLength(1);
    expect(releaseOf(site.current(), 'mfe-menu').history.at(-1)).toMatchObject({
      action: 'auto-rollback',
      build: 'b1',
      by: 'host',
      reason: expect.stringMatching(/^canary b2: error reports per page view 75 % \(3 in 4\)/),
    });
  });

  test('a canary as healthy as the stable build stays', async () => {
    const site = watched(withCanary);
    for (let view = 0; view < 100; view += 1) {
      site.watch.pageView('mfe-menu', 'b1');
      if (view % 10 === 0) site.watch.errorReport('mfe-menu', 'b1');
    }
    for (let view = 0; view < 10; view += 1) site.watch.pageView('mfe-menu', 'b2');
    site.watch.errorReport('mfe-menu', 'b2');
    await settle();
    expect(canaryOf(site.current())).toMatchObject({ build: 'b2' });
    expect(site.writes).toHaveLength(0);
  });

  test('errors older than the window no longer count', async () => {
    const site = watched(withCanary);
    for (let view = 0; view < 3; view += 1) site.watch.errorReport('mfe-menu', 'b2');
    site.tick(61_000);
    for (let view = 0; view < 4; view += 1) site.watch.pageView('mfe-menu', 'b2');
    await settle();
    expect(canaryOf(site.current())).not.toBeNull();
  });

  test('reports of builds not being compared (pinned from the history, unknown) count for nothing', async () => {
    const site = watched(withCanary);
    for (let view = 0; view < 10; view += 1) {
      site.watch.pageView('mfe-menu', 'b2');
      site.watch.errorReport('mfe-menu', 'b0');
      site.watch.errorReport('mfe-cart-checkout', 'b2');
    }
    await settle();
    expect(canaryOf(site.current())).not.toBeNull();
  });
});

describe('reading which build raised a report', () => {
  test.each([
    ['[mfe-menu@b2] Error: boom', { remote: 'mfe-menu', build: 'b2' }],
    ['[mfe-menu] ChunkLoadError: mfe-menu: timeout', { remote: 'mfe-menu', build: null }],
    ['ChunkLoadError: mfe-menu: timeout', null],
    ['[mfe-menu@../x] Error', null],
    [{ error: 'x' }, null],
  ])('%j', (report, expected) => {
    expect(attributedBuild(report)).toEqual(expected);
  });
});
