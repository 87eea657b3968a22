/**
 * The contract's semantic version. A breaking change to an event, a channel, a route, the API
 * client or the design kit is a new major. Keep in step with shared/package.json (a test checks).
 * Each remote is built against `^CONTRACT_VERSION` and the host refuses an incompatible one.
 */
export const CONTRACT_VERSION = '1.9.0';
