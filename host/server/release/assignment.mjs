// Which build of each remote a diner is served. A first-party cookie holds a random id per browser;
// hashed with the canary's name, it places the diner at one of 10,000 places for that canary: the
// first `percent` % of places get the canary. The same diner gets the same answer on every page and
// reload, a wider share keeps the diners it had, and another canary draws afresh. A tester pins a
// build with `?remotes=mfe-menu@canary` (or `@stable`, or `@<buildId>` of a build the directory knows).
import { createHash, randomBytes } from 'node:crypto';
import { BUILD_ID, knownBuilds } from './directory.mjs';

export const DINER_COOKIE = 'owa_diner';
export const PIN_COOKIE = 'owa_pin';
export const PLACES = 10_000;
const DINER_ID = /^[A-Za-z0-9_-]{16,64}$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,63}$/;
const MAX_PINS = 8;

/** @typedef {import('./directory.mjs').RemoteRelease} RemoteRelease */
/** @typedef {'stable' | 'canary' | 'pinned'} Channel */
/** @typedef {{ build: string | null, channel: Channel }} Choice */

export const newDinerId = () => randomBytes(16).toString('base64url');

/** @param {unknown} value @returns {value is string} */
export const isDinerId = (value) => typeof value === 'string' && DINER_ID.test(value);

/** The diner's place, 0 to 9,999, for one canary of one remote. */
/** @param {string} dinerId @param {string} remote @param {string} canaryBuild */
export function placeOf(dinerId, remote, canaryBuild) {
  const digest = createHash('sha256').update(`${remote}\n${canaryBuild}\n${dinerId}`).digest();
  return digest.readUInt32BE(0) % PLACES;
}

/**
 * `mfe-menu@canary,mfe-cart-checkout@stable` → each remote's pin; anything else is ignored.
 * @param {string | undefined | null} text
 * @returns {Map<string, string>}
 */
export function parsePins(text) {
  const pins = new Map();
  for (const part of (text ?? '').split(',').slice(0, MAX_PINS)) {
    const [remote, pin, ...rest] = part.trim().split('@');
    if (rest.length === 0 && remote && pin && REMOTE_NAME.test(remote) && BUILD_ID.test(pin))
      pins.set(remote, pin);
  }
  return pins;
}

/** @param {Map<string, string>} pins */
export const formatPins = (pins) => [...pins].map(([remote, pin]) => `${remote}@${pin}`).join(',');

/**
 * @param {RemoteRelease} release
 * @param {string} remote
 * @param {string | null} dinerId
 * @param {string} [pin]
 * @returns {Choice}
 */
export function chooseBuild(release, remote, dinerId, pin) {
  const stable = /** @type {Choice} */ ({ build: release.stable, channel: 'stable' });
  const canary = release.canary && /** @type {Choice} */ ({ build: release.canary.build, channel: 'canary' });
  if (pin === 'stable') return stable;
  if (pin === 'canary') return canary ?? stable;
  if (pin && knownBuilds(release).has(pin)) {
    if (pin === release.stable) return stable;
    if (pin === release.canary?.build) return /** @type {Choice} */ (canary);
    return { build: pin, channel: 'pinned' };
  }
  if (!canary || !release.canary || !dinerId) return stable;
  const place = placeOf(dinerId, remote, release.canary.build);
  return place < Math.round(release.canary.percent * (PLACES / 100)) ? canary : stable;
}
