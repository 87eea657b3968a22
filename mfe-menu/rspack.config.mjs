import { createAppConfig } from '@owa/build-preset';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_menu',
  role: 'remote',
  exposes: { './entry': './src/entry.ts' },
  devPort: 8081,
});
