// The architecture's dependency rules (docs/architecture.md "Dependency rules"), checked by
// `pnpm test` through scripts/check-dependencies.mjs. Paths are relative to the repository root.

/** The deployables: each is built and shipped on its own, so none may import another's source. */
const DEPLOYABLE = '^(host|mfe-menu|mfe-cart-checkout|mfe-account-loyalty|api)/';
/** Packages a pure rule has no business with: UI, state, streams, federation. */
const IMPURE_PACKAGES = [
  'react',
  'react-dom',
  'react-redux',
  'redux',
  'redux-thunk',
  '@reduxjs/toolkit',
  'rxjs',
  'single-spa',
  'single-spa-react',
  '@module-federation/[^/]+',
  '@chakra-ui/[^/]+',
  '@emotion/[^/]+',
  'react-intl',
  '@stripe/[^/]+',
  'react-hook-form',
];

/**
 * The site's packages, whose folders follow the feature layout (features/, app/, lib/, domain/).
 * The API's features (routes, service, repository, schemas) share repositories by design and are
 * held to the cycle and deployable rules only.
 */
const SITE = '(host|mfe-menu|mfe-cart-checkout|mfe-account-loyalty|shared)';

/** Tests and their support files compose what they test, as app/ does. */
const TESTS = ['\\.test\\.tsx?$', '/testing/', '/test-support\\.tsx?$'];

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle is one module split in two, or two modules in the wrong order.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'deployables-apart',
      comment:
        'No deployable imports another (no remote imports another remote, the host no remote, the ' +
        'API no site code): they meet only through the contract package (@owa/shared).',
      severity: 'error',
      from: { path: DEPLOYABLE },
      to: { path: DEPLOYABLE, pathNot: '^$1/' },
    },
    {
      name: 'contract-imports-no-deployable',
      comment: 'The contract package is imported by the deployables, never the other way round.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: DEPLOYABLE },
    },
    {
      name: 'feature-public-face',
      comment:
        "A feature reaches another feature only through that feature's index.ts; its other files are " +
        'private. Features that need each other often are one feature, or want app/ to compose them.',
      severity: 'error',
      from: { path: `^${SITE}/src/features/([^/]+)/` },
      to: {
        path: '^$1/src/features/[^/]+/',
        // A feature's testing/ folder is the public face of its test fixtures.
        pathNot: [
          '^$1/src/features/$2/',
          '^$1/src/features/[^/]+/index\\.tsx?$',
          '^$1/src/features/[^/]+/testing/',
        ],
      },
    },
    {
      name: 'features-do-not-import-app',
      comment: 'app/ composes the features (store, wiring); a feature never reaches back into it.',
      severity: 'error',
      from: { path: `^${SITE}/src/features/`, pathNot: TESTS },
      // The host has no app/: its shell/ is both its composition and its session plumbing.
      to: { path: '^$1/src/app/' },
    },
    {
      name: 'lib-serves-everyone',
      comment:
        "lib/ is a package's own plumbing (navigation, store hooks, UI frames): it knows no feature and no app/.",
      severity: 'error',
      from: { path: `^${SITE}/src/lib/` },
      to: { path: '^$1/src/(app|features)/' },
    },
    {
      name: 'domain-is-pure',
      comment:
        'domain/ holds pure rules: no React, no store, no streams, no I/O, nothing from the features, ' +
        "app or i18n around it, and none of the contract package's bus, API client or UI.",
      severity: 'error',
      from: { path: `^${SITE}/src/domain/` },
      to: {
        path: [
          `(^|/)node_modules/(${IMPURE_PACKAGES.join('|')})/`,
          '^$1/src/(app|features|service|shell|pages|federation|i18n)/',
          '^shared/src/(bus|api-client|design-kit|react|slots|rx|rx-time|i18n)/',
        ],
      },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      // The menu's first-paint copy of Redux Toolkit: an alias of the build (mfe-menu/rspack.config.mjs).
      to: { couldNotResolve: true, pathNot: '^@owa/first-paint-toolkit$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Playwright's results (traces carry bundled scripts) are output, not source.
    exclude: { path: '(^|/)(dist|dist-[^/]+|\\.data|test-results|playwright-report)/' },
    // Type-only imports count: a cycle through types is still two modules that know each other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // `@owa/shared`'s exports map sends Node to its built dist/; read its sources instead.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    // shared/ writes '.js' on relative imports (NodeNext): resolve them to the .ts beside.
    moduleSystems: ['es6', 'cjs'],
  },
};
