// This remote as its own deployable server (PORT, HOST, OWA_DIST_DIR from the environment).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serveRemoteFromEnvironment } from '@owa/static-server/serve-remote';

// The checkout's deploy configuration beside the bundle, from the environment (no rebuild to
// change it): Stripe's Payment Element only when a publishable key is given.
const root = path.resolve(import.meta.dirname, process.env.OWA_DIST_DIR ?? 'dist');
const stripePublishableKey = process.env.STRIPE_PUBLISHABLE_KEY?.trim() || null;
writeFileSync(path.join(root, 'checkout-config.json'), `${JSON.stringify({ stripePublishableKey })}\n`);

await serveRemoteFromEnvironment({
  dirname: import.meta.dirname,
  name: 'mfe-cart-checkout',
  defaultPort: 8082,
});
