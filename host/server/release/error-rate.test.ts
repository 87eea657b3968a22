import { judgeCanary, ruleFromEnvironment, SlidingCounts } from './error-rate.mjs';

const rule = { windowMs: 600_000, margin: 0.05, minViews: 20 };

describe('the error-rate rule', () => {
  test('a canary failing far more often than the stable build is rolled back, with the figures', () => {
    const verdict = judgeCanary({
      canary: { views: 20, errors: 5 },
      stable: { views: 200, errors: 2 },
      rule,
    });
    expect(verdict).toEqual({
      rollBack: true,
      reason:
        "error reports per page view 25 % (5 in 20) over the last 10 min, against the stable build's 1 % (2 in 200); margin 5 %",
    });
  });

  test('not before the canary has had the minimum of page views', () => {
    expect(
      judgeCanary({ canary: { views: 19, errors: 19 }, stable: { views: 0, errors: 0 }, rule }).rollBack,
    ).toBe(false);
  });

  test('within the margin of the stable build it stays, however many errors both have', () => {
    const stable = { views: 1000, errors: 300 };
    expect(judgeCanary({ canary: { views: 100, errors: 35 }, stable, rule }).rollBack).toBe(false);
    expect(judgeCanary({ canary: { views: 100, errors: 36 }, stable, rule }).rollBack).toBe(true);
  });

  test('a stable build with no page views in the window counts as error-free', () => {
    expect(
      judgeCanary({ canary: { views: 20, errors: 1 }, stable: { views: 0, errors: 0 }, rule }).rollBack,
    ).toBe(false);
    expect(
      judgeCanary({ canary: { views: 20, errors: 2 }, stable: { views: 0, errors: 0 }, rule }).rollBack,
    ).toBe(true);
  });
});

describe('counting over a sliding window', () => {
  test('only what happened within the window counts', () => {
    const counts = new SlidingCounts(60_000);
    counts.add('mfe-menu@b2', 'views', 0);
    counts.add('mfe-menu@b2', 'errors', 30_000);
    counts.add('mfe-menu@b2', 'views', 59_000);
    expect(counts.counts('mfe-menu@b2', 59_000)).toEqual({ views: 2, errors: 1 });
    expect(counts.counts('mfe-menu@b2', 61_000)).toEqual({ views: 1, errors: 1 });
    expect(counts.counts('mfe-menu@b2', 95_000)).toEqual({ views: 1, errors: 0 });
    expect(counts.counts('mfe-menu@b2', 200_000)).toEqual({ views: 0, errors: 0 });
    expect(counts.counts('mfe-menu@other', 0)).toEqual({ views: 0, errors: 0 });
  });

  test('memory stays bounded: old slots are dropped as new ones come', () => {
    const counts = new SlidingCounts(60_000);
    for (let at = 0; at < 3_600_000; at += 100) counts.add('k', 'views', at);
    expect(counts.byKey.get('k')?.size).toBeLessThanOrEqual(61);
    expect(counts.counts('k', 3_600_000).views).toBeGreaterThanOrEqual(590);
  });
});

describe('the rule from the environment', () => {
  test('defaults, overrides, and a clear error for a bad value', () => {
    expect(ruleFromEnvironment({})).toEqual({ windowMs: 600_000, margin: 0.05, minViews: 50 });
    expect(
      ruleFromEnvironment({
        OWA_RELEASE_WINDOW_MS: '60000',
        OWA_RELEASE_ERROR_MARGIN: '0.1',
        OWA_RELEASE_MIN_VIEWS: '3',
      }),
    ).toEqual({ windowMs: 60_000, margin: 0.1, minViews: 3 });
    expect(() => ruleFromEnvironment({ OWA_RELEASE_MIN_VIEWS: 'three' })).toThrow(
      'OWA_RELEASE_MIN_VIEWS "three"',
    );
  });
});
