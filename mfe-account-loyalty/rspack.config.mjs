import { createAppConfig } from '@owa/build-preset';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'mfe_account_loyalty',
  role: 'remote',
  exposes: { './entry': './src/entry.ts' },
  devPort: 8083,
});
