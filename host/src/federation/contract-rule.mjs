// The contract rule, in plain JavaScript so that the page (contract-check.ts) and the host's
// release command (host/server/release/cli.mjs, run by Node before a canary) apply the same one.
import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * Does the contract `provided` satisfy the range a remote was built against (`^1.2.0`, or an exact
 * version)? The federation runtime's own semver matcher is already on the page: no second library.
 * @param {string} requiredRange
 * @param {string} provided
 * @returns {boolean}
 */
export function contractSatisfied(requiredRange, provided) {
  try {
    return /^\^?\d+\.\d+\.\d+$/.test(requiredRange) && satisfy(provided, requiredRange);
  } catch {
    return false;
  }
}
