import * as v from 'valibot';

declare const __webpack_public_path__: string;

/**
 * The checkout's deploy configuration, served next to this remote's bundle (written by its
 * server.mjs from STRIPE_PUBLISHABLE_KEY at start, like the host's remotes.json): redeploying with
 * a key needs no rebuild, and without one the API's simulated processor takes new cards.
 */
const ConfigSchema = v.object({
  stripePublishableKey: v.nullish(v.pipe(v.string(), v.regex(/^pk_(test|live)_\w+$/))),
});

export const CHECKOUT_CONFIG_FILE = 'checkout-config.json';

export async function loadStripeKey(
  fetchImpl: typeof fetch = fetch,
  base: string = __webpack_public_path__,
): Promise<string | null> {
  try {
    const response = await fetchImpl(`${base}${CHECKOUT_CONFIG_FILE}`, { cache: 'no-cache' });
    if (!response.ok) return null;
    const parsed = v.safeParse(ConfigSchema, await response.json());
    return parsed.success ? (parsed.output.stripePublishableKey ?? null) : null;
  } catch {
    return null;
  }
}
