import { createRequire } from 'node:module';
import path from 'node:path';
import { createAppConfig } from '@owa/build-preset';

const config = createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_menu',
  role: 'remote',
  exposes: { './entry': './src/entry.ts' },
  devPort: 8081,
});

// The store page's first paint takes Redux Toolkit's store and listener middleware from a copy of
// the package of its own (src/lib/listener-middleware.ts): the query makes it a second module,
// tree-shaken to what that file uses, while the item dialog's `createSlice` (and immer) stay in the
// copy its lazily loaded code imports.
const toolkitFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@reduxjs/toolkit/package.json')),
  'dist/redux-toolkit.modern.mjs',
);
config.resolve.alias = { ...config.resolve.alias, '@owa/first-paint-toolkit$': `${toolkitFile}?first-paint` };

export default config;
