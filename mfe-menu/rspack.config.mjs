import { createRequire } from 'node:module';
import { createAppConfig } from '@owa/build-preset';

const config = createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_menu',
  role: 'remote',
  exposes: { './entry': './src/entry.ts' },
  devPort: 8081,
});

const toolkit = createRequire(import.meta.url)
  .resolve('@reduxjs/toolkit')
  .replace(/cjs[\\/]index\.js$/, 'redux-toolkit.modern.mjs');
config.resolve.alias = { ...config.resolve.alias, '@owa/first-paint-toolkit$': `${toolkit}?first-paint` };
export default config;
