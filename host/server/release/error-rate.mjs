// When is a canary worse than the stable build? Page views (each answer of /owa/remotes.json) and
// the error reports pages send, attributed to the build that raised them, are counted per build
// over a sliding window; a canary whose reports per page view exceed the stable build's by more
// than a margin, once it has had enough page views to judge, is to be dropped.

/** @typedef {{ views: number, errors: number }} Counts */
/** @typedef {{ windowMs: number, margin: number, minViews: number }} Rule */

/** Counts kept in 60 slots per window: memory stays bounded however busy the site is. */
const SLOTS_PER_WINDOW = 60;

export class SlidingCounts {
  /** @param {number} windowMs */
  constructor(windowMs) {
    this.windowMs = windowMs;
    this.slotMs = Math.max(1, Math.floor(windowMs / SLOTS_PER_WINDOW));
    /** @type {Map<string, Map<number, Counts>>} */
    this.byKey = new Map();
  }

  /** @param {string} key @param {'views' | 'errors'} kind @param {number} at */
  add(key, kind, at) {
    const slots = this.byKey.get(key) ?? new Map();
    this.byKey.set(key, slots);
    const slot = Math.floor(at / this.slotMs);
    const counts = slots.get(slot) ?? { views: 0, errors: 0 };
    counts[kind] += 1;
    slots.set(slot, counts);
    this.prune(slots, at);
  }

  /** @param {string} key @param {number} at @returns {Counts} */
  counts(key, at) {
    const total = { views: 0, errors: 0 };
    const slots = this.byKey.get(key);
    if (!slots) return total;
    this.prune(slots, at);
    for (const counts of slots.values()) {
      total.views += counts.views;
      total.errors += counts.errors;
    }
    return total;
  }

  /** @param {Map<number, Counts>} slots @param {number} at */
  prune(slots, at) {
    const oldest = Math.floor((at - this.windowMs) / this.slotMs) + 1;
    for (const slot of slots.keys()) if (slot < oldest) slots.delete(slot);
  }
}

const percent = (/** @type {number} */ rate) => `${Math.round(rate * 1000) / 10} %`;
const minutes = (/** @type {number} */ ms) =>
  ms >= 60_000 ? `${Math.round(ms / 6000) / 10} min` : `${ms / 1000} s`;

/**
 * @param {{ canary: Counts, stable: Counts, rule: Rule }} input
 * @returns {{ rollBack: false } | { rollBack: true, reason: string }}
 */
export function judgeCanary({ canary, stable, rule }) {
  if (canary.views < rule.minViews) return { rollBack: false };
  const canaryRate = canary.errors / canary.views;
  const stableRate = stable.views > 0 ? stable.errors / stable.views : 0;
  if (canaryRate <= stableRate + rule.margin) return { rollBack: false };
  return {
    rollBack: true,
    reason:
      `error reports per page view ${percent(canaryRate)} (${canary.errors} in ${canary.views}) over the ` +
      `last ${minutes(rule.windowMs)}, against the stable build's ${percent(stableRate)} ` +
      `(${stable.errors} in ${stable.views}); margin ${percent(rule.margin)}`,
  };
}

/**
 * The rule from the host's environment: OWA_RELEASE_WINDOW_MS (default 10 minutes),
 * OWA_RELEASE_ERROR_MARGIN (a fraction, default 0.05: five points), OWA_RELEASE_MIN_VIEWS (default 50).
 * @param {Record<string, string | undefined>} env
 * @returns {Rule}
 */
export function ruleFromEnvironment(env) {
  /** @param {string} name @param {number} fallback @param {(n: number) => boolean} valid */
  const read = (name, fallback, valid) => {
    const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
    if (!valid(value)) throw new Error(`${name} "${env[name]}" is not valid`);
    return value;
  };
  return {
    windowMs: read('OWA_RELEASE_WINDOW_MS', 600_000, (n) => Number.isInteger(n) && n >= 1000),
    margin: read('OWA_RELEASE_ERROR_MARGIN', 0.05, (n) => n >= 0 && n < 1),
    minViews: read('OWA_RELEASE_MIN_VIEWS', 50, (n) => Number.isInteger(n) && n >= 1),
  };
}
