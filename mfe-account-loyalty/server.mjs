// This remote as its own deployable server (PORT, HOST, OWA_DIST_DIR from the environment).
import { serveRemoteFromEnvironment } from '@owa/static-server/serve-remote';

await serveRemoteFromEnvironment({
  dirname: import.meta.dirname,
  name: 'mfe-account-loyalty',
  defaultPort: 8083,
});
