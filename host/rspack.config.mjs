import { createAppConfig } from '@owa/build-preset';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'owa_host',
  role: 'host',
  publicPath: '/owa/',
  runtimePlugins: ['./src/federation/failure-plugin.ts', './src/federation/paced-plugin.ts'],
  devPort: 8080,
});
