import fc from 'fast-check';
import { chooseBuild, isDinerId, newDinerId, PLACES, parsePins, placeOf } from './assignment.mjs';
import { emptyDirectory, promote, releaseOf, startCanary } from './directory.mjs';

const stamp = { at: new Date('2025-01-01T12:00:00Z'), by: 'test' };
const withCanary = (percent: number, build = 'b2') =>
  releaseOf(startCanary(emptyDirectory(), 'mfe-menu', build, percent, stamp), 'mfe-menu');
const diners = (count: number) => Array.from({ length: count }, newDinerId);

describe('assigning diners to a canary', () => {
  test('new diner ids are random, cookie-safe and recognised', () => {
    const ids = new Set(diners(1000));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isDinerId(id)).toBe(true);
    for (const bad of ['', 'short', 'a'.repeat(65), 'has space and more than sixteen', null, 42])
      expect(isDinerId(bad)).toBe(false);
  });

  test('the same diner is given the same build every time', () => {
    const release = withCanary(30);
    for (const diner of diners(50)) {
      const first = chooseBuild(release, 'mfe-menu', diner);
      for (let again = 0; again < 3; again += 1)
        expect(chooseBuild(release, 'mfe-menu', diner)).toEqual(first);
    }
  });

  test('the canary gets its share of diners (10 % of 20,000: within 9 % and 11 %)', () => {
    const release = withCanary(10);
    const canary = diners(20_000).filter(
      (diner) => chooseBuild(release, 'mfe-menu', diner).channel === 'canary',
    );
    expect(canary.length / 20_000).toBeGreaterThan(0.09);
    expect(canary.length / 20_000).toBeLessThan(0.11);
  });

  test('places are spread evenly over 0..9,999', () => {
    const tenths = new Array(10).fill(0);
    for (const diner of diners(20_000)) tenths[Math.floor(placeOf(diner, 'mfe-menu', 'b2') / 1000)] += 1;
    for (const count of tenths) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  test('widening a canary keeps every diner it had; another canary draws afresh', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        fc.integer({ min: 1, max: 99 }),
        (diner, percent) => {
          const narrow = chooseBuild(withCanary(percent), 'mfe-menu', diner).channel;
          const wide = chooseBuild(withCanary(percent + 1), 'mfe-menu', diner).channel;
          return narrow === 'stable' || wide === 'canary';
        },
      ),
    );
    const everyone = diners(2000);
    const inB2 = everyone.filter(
      (d) => chooseBuild(withCanary(50, 'b2'), 'mfe-menu', d).channel === 'canary',
    );
    const inB3 = everyone.filter(
      (d) => chooseBuild(withCanary(50, 'b3'), 'mfe-menu', d).channel === 'canary',
    );
    const both = inB2.filter((diner) => inB3.includes(diner)).length;
    // Independent draws: about a quarter of everyone is in both, not half.
    expect(both / everyone.length).toBeGreaterThan(0.2);
    expect(both / everyone.length).toBeLessThan(0.3);
  });

  test('each remote draws its own diners for its canary', () => {
    const everyone = diners(2000);
    const menu = everyone.filter((d) => placeOf(d, 'mfe-menu', 'b2') < PLACES / 2);
    const cart = everyone.filter((d) => placeOf(d, 'mfe-cart-checkout', 'b2') < PLACES / 2);
    const both = menu.filter((diner) => cart.includes(diner)).length;
    expect(both / everyone.length).toBeGreaterThan(0.2);
    expect(both / everyone.length).toBeLessThan(0.3);
  });

  test('100 % is everyone; without a canary, or a diner id, it is the stable build', () => {
    expect(diners(200).every((d) => chooseBuild(withCanary(100), 'mfe-menu', d).build === 'b2')).toBe(true);
    const none = releaseOf(emptyDirectory(), 'mfe-menu');
    expect(chooseBuild(none, 'mfe-menu', newDinerId())).toEqual({ build: null, channel: 'stable' });
    expect(chooseBuild(withCanary(100), 'mfe-menu', null)).toEqual({ build: null, channel: 'stable' });
  });
});

describe('pinning a build for testing', () => {
  const promoted = promote(startCanary(emptyDirectory(), 'mfe-menu', 'b2', 10, stamp), 'mfe-menu', stamp);
  const release = releaseOf(startCanary(promoted, 'mfe-menu', 'b3', 1, stamp), 'mfe-menu');
  const stableDiner = diners(100).find((d) => chooseBuild(release, 'mfe-menu', d).channel === 'stable') ?? '';

  test('@canary and @stable override the diner’s place', () => {
    expect(chooseBuild(release, 'mfe-menu', stableDiner, 'canary')).toEqual({
      build: 'b3',
      channel: 'canary',
    });
    expect(chooseBuild(release, 'mfe-menu', stableDiner, 'stable')).toEqual({
      build: 'b2',
      channel: 'stable',
    });
    expect(chooseBuild(withCanary(100), 'mfe-menu', newDinerId(), 'stable').build).toBeNull();
  });

  test('@<build> serves a build the directory knows (an earlier stable), and nothing else', () => {
    expect(chooseBuild(release, 'mfe-menu', stableDiner, 'b3')).toEqual({ build: 'b3', channel: 'canary' });
    const back = releaseOf(
      startCanary(
        promote(startCanary(promoted, 'mfe-menu', 'b3', 1, stamp), 'mfe-menu', stamp),
        'mfe-menu',
        'b4',
        1,
        stamp,
      ),
      'mfe-menu',
    );
    expect(chooseBuild(back, 'mfe-menu', stableDiner, 'b2')).toEqual({ build: 'b2', channel: 'pinned' });
    expect(chooseBuild(release, 'mfe-menu', stableDiner, 'unknown-build')).toEqual({
      build: 'b2',
      channel: 'stable',
    });
  });

  test('@canary without a canary is the stable build', () => {
    expect(chooseBuild(releaseOf(promoted, 'mfe-menu'), 'mfe-menu', null, 'canary').build).toBe('b2');
  });

  test('the query is read leniently: good pins kept, the rest ignored', () => {
    expect([...parsePins('mfe-menu@canary, mfe-cart-checkout@b2 ,bad,@x,x@,a@b@c,Up@canary,x@../y')]).toEqual(
      [
        ['mfe-menu', 'canary'],
        ['mfe-cart-checkout', 'b2'],
      ],
    );
    expect(parsePins(undefined).size).toBe(0);
  });
});
