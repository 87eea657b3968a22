// One jest run for every package: one worker pool on a 2-core machine instead of one per package.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  // .mjs too: the servers' own modules (tools/, host/server/) are plain ES modules.
  transform: { '^.+\\.(m?[tj]s|[tj]sx)$': swc },
  // ESM-only packages need transforming too. @formatjs (the ICU parser the i18n tests use) is matched
  // at both node_modules levels of pnpm's layout: .pnpm/@formatjs+x@v/node_modules/@formatjs/x.
  // So is content-disposition (@fastify/static's, for the static server's tests).
  transformIgnorePatterns: [
    '/node_modules/(?!.pnpm/(valibot|content-disposition|@seriousme|@formatjs|@ark-ui|@zag-js|@chakra-ui|@pandacss|proxy-compare|uqr|@internationalized)|@formatjs/|@seriousme/|content-disposition/)',
  ],
  moduleNameMapper: {
    // shared/ uses NodeNext-style '.js' suffixes on relative imports so tsc can emit it for the API.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@owa/shared$': '<rootDir>/../shared/src/index.ts',
    '^@owa/shared/package\\.json$': '<rootDir>/../shared/package.json',
    '^@owa/shared/(.*)$': '<rootDir>/../shared/src/$1',
    // The menu's first-paint copy of Redux Toolkit (an alias in mfe-menu/rspack.config.mjs).
    '^@owa/first-paint-toolkit$': '@reduxjs/toolkit',
    '\\.(css|png|svg|jpg|webp)$': '<rootDir>/../tools/jest/file-stub.cjs',
  },
};

function project(name, environment, { folder = name, tests = ['src'] } = {}) {
  const config = {
    ...common,
    displayName: name,
    rootDir: `./${folder}`,
    testEnvironment: environment,
    // Build-time constants the build preset defines for every app, and rspack's public path.
    globals: { __OWA_BUILD_ID__: 'jest', __OWA_CONTRACT_RANGE__: '^1.0.0', __webpack_public_path__: '/' },
    testMatch: tests.flatMap((under) => [
      `<rootDir>/${under}/**/*.test.ts`,
      `<rootDir>/${under}/**/*.test.tsx`,
    ]),
    setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../tools/jest/setup-dom.ts'] : [],
  };
  return config;
}

export default {
  // A worker is restarted between test files once its heap passes this: after ~20 jsdom files with
  // Chakra loaded in each, a worker's heap was 300–530 MB and it did not exit within jest's grace
  // period at the end ("A worker process has failed to exit gracefully", in every CI run here).
  workerIdleMemoryLimit: '400MB',
  projects: [
    project('shared', 'jsdom'),
    project('host', 'jsdom'),
    project('mfe-menu', 'jsdom'),
    project('mfe-cart-checkout', 'jsdom'),
    project('mfe-account-loyalty', 'jsdom'),
    project('api', 'node'),
    // The servers' own modules: the host's release directory, the static server's builds.
    project('host-server', 'node', { folder: 'host', tests: ['server'] }),
    project('tools', 'node', { tests: ['static-server', 'build-preset'] }),
    // The bench's own pure helpers (the trace rewrites its diagnostics rest on).
    project('scripts', 'node', { tests: ['bench'] }),
  ],
};
