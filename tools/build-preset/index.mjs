// The one build configuration of every app (host and remotes), so that sharing rules, cache-busting
// names and the federation settings cannot drift between teams.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import { compileHints } from './compile-hints.mjs';
import { firstViewSheet } from './first-view-css.mjs';
import { designKitGlobalCss } from './global-css.mjs';
import { hostPreloads, PRELOADS_FILE, remotePreloads, scriptsOf } from './preloads.mjs';

const sharedPackage = JSON.parse(readFileSync(new URL('../../shared/package.json', import.meta.url), 'utf8'));

/** The contract range a remote is built against: the major of the contract package it compiled with. */
export const CONTRACT_RANGE = `^${sharedPackage.version}`;

/**
 * The browsers the site supports, for every tool that writes code or CSS for them: the apps'
 * TypeScript (swc) and the CSS the build minifies (Lightning CSS, whose own default is every
 * browser that fully supports ES6: it rewrote the first view's logical properties as left and right
 * under twenty `:lang()` selectors, and each `:is()` twice more as `:-webkit-any()` and
 * `:-moz-any()`, 44 of the sheet's 122 KB).
 */
const BROWSER_TARGETS = 'chrome >= 100, safari >= 15, firefox >= 100';

/** The runtime plugin every app's federation runs with (see the file). */
const ONE_VERSION_CHECK = fileURLToPath(new URL('./one-version-check.mjs', import.meta.url));

/**
 * The range the contract package names for a library (it builds and tests with it), else false.
 * @param {string} name
 * @returns {string | false}
 */
function versionOf(name) {
  const own =
    sharedPackage.devDependencies?.[name] ??
    sharedPackage.peerDependencies?.[name] ??
    sharedPackage.dependencies?.[name];
  return own ? `^${own.replace(/^[\^~]/, '').split(' ')[0]}` : false;
}

/** The contract package's entries that load after the first paint, provided by the host alone. */
const LATE_SHARED_ENTRIES = [
  '@owa/shared/rx-time',
  '@owa/shared/design-kit/dialogs',
  '@owa/shared/design-kit/overlays',
];

/**
 * Singletons shared between the host and the remotes (ARCHITECTURE §2). `@chakra-ui/react` is
 * deliberately absent: apps reach Chakra only through the design kit, which is shared instead.
 * In the host they are eager: they ship in its first bundle, so the page needs no extra request
 * per library before the first paint, and remotes reuse them ('loaded-first').
 * `@owa/shared/domain` is not shared: its rules are pure and stateless, so each app bundles only
 * the ones it calls (tree-shaken) instead of every page loading all of them.
 */
/**
 * @param {boolean} eager
 * @returns {Record<string, { singleton: boolean, eager: boolean, requiredVersion: string | false, import?: false, version?: string }>}
 */
function sharedSingletons(eager) {
  /** @param {string} name @param {string | false} [requiredVersion] */
  const singleton = (name, requiredVersion = versionOf(name)) => ({
    singleton: true,
    eager,
    requiredVersion,
  });
  /**
   * One of the contract package's entries that load after the first paint: lazy even in the host,
   * which alone provides it (remotes declare it `import: false`).
   * @param {string} name
   */
  const lateEntry = (name) => ({
    ...singleton(name, CONTRACT_RANGE),
    eager: false,
    ...(eager ? {} : { import: /** @type {const} */ (false) }),
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', versionOf('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom/', versionOf('react-dom')),
    // Not @emotion/react: only Chakra uses it, inside the design kit's singletons, so it is bundled
    // (and tree-shaken) with them; a shared module keeps every export (withTheme and its react-is).
    // The apps' subset of react-intl (see rxjs below); the version is react-intl's own.
    'react-intl': { ...singleton('react-intl'), version: REACT_INTL_VERSION },
    // Workspace packages need their range by hand: 'workspace:*' is not a semver range.
    '@owa/shared': singleton('@owa/shared', CONTRACT_RANGE),
    '@owa/shared/design-kit': singleton('@owa/shared/design-kit', CONTRACT_RANGE),
    // RxJS is shared through this curated entry only (a shared module cannot be tree-shaken, and
    // all of rxjs is ~16 KB gzip); apps may not import `rxjs` itself (biome.json).
    '@owa/shared/rx': singleton('@owa/shared/rx', CONTRACT_RANGE),
    // RxJS's time-based operators load after the first paint, like the overlays below.
    // The dialogs and the overlays stay lazy even in the host: the first paint needs none of them.
    // Two entries, so a first tap evaluates only the first dialogs' parts. Remotes never bring their
    // own copy (import: false): a remote's overlays would carry a second Chakra whose context the
    // host's design-kit provider does not fill ("forgot to wrap within <ChakraProvider />").
    ...Object.fromEntries(LATE_SHARED_ENTRIES.map((name) => [name, lateEntry(name)])),
    ...remoteLibraries({ isHost: eager }),
  };
}

/**
 * Libraries that several remotes bundle and the host never uses: each remote provides its copy and
 * the page evaluates the first one loaded, where the store page evaluated moment (with its zones)
 * three times and Redux Toolkit three times (issue 18). Never eager, and the host neither provides
 * nor bundles them (`import: false`), so its first bundle does not grow.
 * @param {{ isHost: boolean }} options
 */
function remoteLibraries({ isHost }) {
  /** @param {string | false} requiredVersion */
  const lazy = (requiredVersion) => ({
    singleton: true,
    eager: false,
    requiredVersion,
    ...(isHost ? { import: /** @type {const} */ (false) } : {}),
  });
  return {
    // zone.ts imports the core build by its path (nothing else imports moment); the moment it
    // requires comes inside it.
    'moment-timezone/moment-timezone.js': lazy(versionOf('moment-timezone')),
    '@reduxjs/toolkit': lazy(false),
    'react-redux': lazy(false),
  };
}

/** A federation runtime package's CommonJS file: `<prefix><file>.cjs`. */
const FEDERATION_RUNTIME_CJS =
  /(@module-federation[\\/](?:sdk|runtime|runtime-core|webpack-bundler-runtime|error-codes|inject-external-runtime-core-plugin)[\\/]dist[\\/])([^\\/]+)\.cjs$/;

/** @param {string} file */
const esmSibling = (file) =>
  file.replace(
    FEDERATION_RUNTIME_CJS,
    (_, prefix, name) => `${prefix}${name}.${prefix.includes('error-codes') ? 'mjs' : 'js'}`,
  );

/**
 * The page's tags as HtmlRspackPlugin hands them over (its data type lives in @rspack/binding, which
 * is not a dependency of this package).
 * @typedef {Parameters<Parameters<ReturnType<typeof rspack.HtmlRspackPlugin.getCompilationHooks>['alterAssetTags']['tapPromise']>[1]>[0]} PageTags
 */

/**
 * A plugin that edits the host page's tags (HtmlRspackPlugin's `alterAssetTags`).
 * @param {string} name
 * @param {(data: PageTags, compilation: import('@rspack/core').Compilation) => void} alter
 */
function alterPageTags(name, alter) {
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.compilation.tap(name, (compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
          name,
          async (data) => {
            alter(data, compilation);
            return data;
          },
        );
      });
    },
  };
}

/**
 * The priority of the first hop's scripts (the shell's deferred scripts have it by default). None
 * is needed for the first paint: the static shell draws without script. At high priority a script
 * that arrives before that paint is counted by Lighthouse's simulation as blocking it, so the
 * simulated first paint jumped from ~0.7 s to 2–3 s on some loads. Low against high, in 14 paired
 * loads on the bench's throttled profile, the first item came no later (earlier in 10 of 14;
 * docs/performance.md, forty-sixth session, "What changed it").
 */
const FIRST_HOP_PRIORITY = 'low';

/**
 * The host's `index.ts` only imports its chunk named "bootstrap" (the federation's async boundary), so the browser would learn of the bootstrap chunk only once main.js
 * has run: one more sequential round trip before any API call. A preload hint in the page lets it
 * download beside main.js; it still runs only when main.js imports it. Like the page's deferred
 * scripts and the server's preloads of the remotes, it is fetched at low priority: see FIRST_HOP_PRIORITY.
 */
const preloadBootstrapChunk = alterPageTags('OwaPreloadBootstrap', (data, compilation) => {
  const group = compilation.namedChunkGroups.get('bootstrap');
  if (!group) throw new Error("the host's index.ts no longer names its bootstrap chunk");
  const publicPath = data.publicPath ?? '';
  for (const file of scriptsOf(group))
    data.assetTags.meta.push(
      rspack.HtmlRspackPlugin.createHtmlTagObject('link', {
        rel: 'preload',
        as: 'script',
        href: `${publicPath}${file}`,
        fetchpriority: FIRST_HOP_PRIORITY,
      }),
    );
});

/** The design kit's late entries (Chakra's dialogs, overlays and their Ark machines), which a first tap needs. */
const LATE_ENTRIES = /[\\/]design-kit[\\/](?:dialogs|overlays)\.ts$/;

/**
 * Names, in the page, the chunks of the dialogs and overlays entries (the host provides them as lazy
 * singletons), so the shell can prefetch them once the page has shown (`host/src/shell/prefetch-late-scripts.ts`):
 * the first tap on Login then waits for no download of them (~90 KB brotli, most of that tap's time
 * on a slow link). A `<meta>`, not a `<link>`: nothing of it is fetched during the first view.
 */
const nameOverlayChunks = alterPageTags('OwaNameOverlayChunks', (data, compilation) => {
  const publicPath = data.publicPath ?? '';
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    if (!modules.some((module) => LATE_ENTRIES.test(module.nameForCondition?.() ?? ''))) continue;
    // Every chunk loaded with it (its split vendors), not only the one that holds the file.
    for (const group of chunk.groupsIterable)
      for (const member of group.chunks)
        for (const file of member.files) if (file.endsWith('.js')) files.add(`${publicPath}${file}`);
  }
  if (files.size === 0)
    throw new Error("no chunk of the host holds the design kit's dialogs or overlays entry");
  data.assetTags.meta.push(
    rspack.HtmlRspackPlugin.createHtmlTagObject('meta', {
      name: 'owa-prefetch',
      content: [...files].join(' '),
    }),
  );
});

/** Safe in a URL path segment, a cookie and a file name (as `owa-publish` checks). */
const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * `OWA_BUILD_ID` names a build; without it the build is named by its content hash when it is
 * published (`owa-publish`), so an unchanged source builds to the same id and nothing in the
 * output (no date) varies from one build to the next.
 */
function givenBuildId() {
  const given = process.env.OWA_BUILD_ID;
  if (given === undefined || given === '') return '';
  if (!BUILD_ID.test(given)) throw new Error(`OWA_BUILD_ID "${given}" must match ${BUILD_ID}`);
  return given;
}

/**
 * `build.json` beside a remote's entry: what the release tooling reads without running the build
 * (which remote, the contract range it was compiled against, its id once published).
 * @param {{ dirname: string, federationName: string, buildId: string }} options
 */
function describeBuild({ dirname, federationName, buildId }) {
  const remote = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')).name;
  return jsonReport('OwaDescribeBuild', 'build.json', () => ({
    remote,
    federationName,
    contractRange: CONTRACT_RANGE,
    buildId: buildId || null,
    builtAt: new Date().toISOString(),
  }));
}

/**
 * `preloads.json` beside each app's entry (preloads.mjs): the scripts its start and its named routes
 * load after the first hop, which the host's server hints in the page's first response. The host's
 * start is its full header ("full-header", load-full-header.ts), which every page loads at once.
 * @param {boolean} isHost
 */
function writePreloads(isHost) {
  const sharing = {
    libraries: Object.keys(remoteLibraries({ isHost: false })),
    lateEntries: LATE_SHARED_ENTRIES,
  };
  return jsonReport('OwaPreloads', PRELOADS_FILE, (compilation) =>
    isHost
      ? hostPreloads(compilation, { startGroups: ['full-header'], lateEntries: LATE_SHARED_ENTRIES })
      : remotePreloads(compilation, sharing),
  );
}

/**
 * A plugin that writes one JSON file beside the build's entry, worked out from the finished
 * compilation (the report stage: every chunk and file is known by then).
 * @param {string} name the plugin's name in rspack's hooks
 * @param {string} fileName
 * @param {(compilation: import('@rspack/core').Compilation) => unknown} report
 */
function jsonReport(name, fileName, report) {
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () =>
            compilation.emitAsset(
              fileName,
              new rspack.sources.RawSource(`${JSON.stringify(report(compilation), null, 2)}\n`),
            ),
        );
      });
    },
  };
}

/**
 * The design kit's global styles, inline in the page's head (global-css.mjs says why), and the
 * style sheet of the pages' first view, loaded without holding the first paint (first-view-css.mjs).
 * @param {string} dirname
 */
function pageStyleSheets(dirname) {
  const firstViewFile = path.resolve(dirname, 'src/first-view-styles.css');
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      /** @type {Promise<string> | undefined} */
      let css;
      compiler.hooks.compilation.tap('OwaGlobalCss', (compilation) => {
        compilation.fileDependencies.add(firstViewFile);
        const firstView = firstViewSheet(firstViewFile, BROWSER_TARGETS);
        if (firstView) {
          compilation.hooks.processAssets.tap(
            { name: 'OwaFirstViewCss', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => compilation.emitAsset(firstView.fileName, new rspack.sources.RawSource(firstView.css)),
          );
        }
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
          'OwaGlobalCss',
          async (data) => {
            css ??= designKitGlobalCss();
            data.assetTags.meta.push(
              rspack.HtmlRspackPlugin.createHtmlTagObject('style', { id: 'owa-global-css' }, await css),
            );
            if (firstView) {
              // `print`, so the first paint does not wait for it: the page's style cache turns it on
              // (adoptFirstViewSheet), the site's CSP allowing no inline handler.
              data.assetTags.meta.push(
                rspack.HtmlRspackPlugin.createHtmlTagObject('link', {
                  id: 'owa-first-view-css',
                  rel: 'stylesheet',
                  href: `${data.publicPath ?? ''}${firstView.fileName}`,
                  media: 'print',
                  'data-names': firstView.names.join(' '),
                }),
              );
            }
            return data;
          },
        );
      });
    },
  };
}

/** The parser-free build of the ICU parser package that this app's react-intl uses. */
/** @param {string} dirname */
function parserFreeEntry(dirname) {
  const appRequire = createRequire(path.join(dirname, 'package.json'));
  const intlRequire = createRequire(appRequire.resolve('react-intl'));
  const messageFormatRequire = createRequire(intlRequire.resolve('intl-messageformat'));
  const parserDir = path.dirname(
    messageFormatRequire.resolve('@formatjs/icu-messageformat-parser/package.json'),
  );
  return path.join(parserDir, 'lib/no-parser.js');
}

const sharedRequire = createRequire(new URL('../../shared/package.json', import.meta.url));
const REACT_INTL_VERSION = JSON.parse(
  readFileSync(sharedRequire.resolve('react-intl/package.json'), 'utf8'),
).version;
const reactIntlSubset = fileURLToPath(new URL('../../shared/src/i18n/react-intl-subset.ts', import.meta.url));

/**
 * RxJS's ES2015 build: its `module` field points bundlers at the ES5 one, whose classes are
 * down-levelled through tslib helpers (1.4 KB gzip more on the page's critical path, where the
 * curated `@owa/shared/rx` singleton ships). Every browser the site supports runs ES2015.
 */
const rxjsEs2015 = path.join(
  path.dirname(
    createRequire(new URL('../../shared/package.json', import.meta.url)).resolve('rxjs/package.json'),
  ),
  'dist/esm/index.js',
);

/**
 * @param {object} options
 * @param {string} options.dirname the app's folder
 * @param {string} options.federationName the container name (a JS identifier, e.g. mfe_menu)
 * @param {'host' | 'remote'} options.role
 * @param {Record<string, string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.publicPath]
 * @param {number} [options.devPort]
 */
export function createAppConfig(options) {
  const { dirname, federationName, role, exposes = {}, runtimePlugins = [], devPort } = options;
  const production = process.env.NODE_ENV !== 'development';
  const isHost = role === 'host';
  const outputPath = path.resolve(dirname, process.env.OWA_OUT_DIR ?? 'dist');
  const buildId = givenBuildId();

  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // The host lives under /owa; remotes are served from wherever their deployment puts them.
      publicPath: options.publicPath ?? 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      // Every catalogue is compiled at build time, so the run-time ICU parser (~9 KB gzip) is
      // replaced by its parser-free entry in production; tests and development keep the parser.
      alias: {
        rxjs$: rxjsEs2015,
        'react-intl$': reactIntlSubset,
        ...(production ? { '@formatjs/icu-messageformat-parser$': parserFreeEntry(dirname) } : {}),
      },
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // shared/ writes '.js' on relative imports (NodeNext, for the API's Node build).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset' },
        production && {
          test: /[\\/]src[\\/](?:.+[\\/])?(?:[\w-]+-)?messages\.ts$/,
          exclude: /node_modules/,
          use: [{ loader: path.resolve(import.meta.dirname, 'strip-default-messages-loader.cjs') }],
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
          use: [{ loader: path.resolve(import.meta.dirname, 'pure-anatomy-loader.cjs') }],
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](?:semantic-)?tokens[\\/]colors\.js$/,
          use: [{ loader: path.resolve(import.meta.dirname, 'unused-palettes-loader.cjs') }],
        },
        {
          // @emotion/react imports it bare (`import 'hoist-non-react-statics'`) besides its use in
          // withTheme, which nothing calls; the package (CommonJS, no `sideEffects` field) has none,
          // so saying so lets the build drop it and the react-is it requires.
          test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
          sideEffects: false,
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
          use: [{ loader: path.resolve(import.meta.dirname, 'token-steps-loader.cjs') }],
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: [
            { loader: path.resolve(import.meta.dirname, 'lazy-global-styles-loader.cjs') },
            { loader: path.resolve(import.meta.dirname, 'tokens-ahead-loader.cjs') },
          ],
        },
        {
          // A feature's index.ts is its public face: re-exports only. Saying so lets the build link
          // each importer to the module it uses, so the store page importing a feature's card does
          // not bring the same feature's after-paint code (docs/architecture.md "Dependency rules").
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/,
          sideEffects: false,
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/,
          use: [{ loader: path.resolve(import.meta.dirname, 'chakra-memo-loader.cjs') }],
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset-base\.js$/,
          use: [{ loader: path.resolve(import.meta.dirname, 'unused-utilities-loader.cjs') }],
        },
        {
          // Catalogues ship as precompiled ICU ASTs (see icu-catalogue-loader.cjs).
          test: /[\\/]i18n[\\/]locales[\\/][^\\/]+\.json$/,
          type: 'javascript/auto',
          use: [{ loader: path.resolve(import.meta.dirname, 'icu-catalogue-loader.cjs') }],
        },
      ].filter(Boolean),
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __OWA_BUILD_ID__: JSON.stringify(buildId),
        __OWA_CONTRACT_RANGE__: JSON.stringify(CONTRACT_RANGE),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: isHost ? {} : undefined,
        shared: sharedSingletons(isHost),
        // An unreachable remote must not blank the page before React mounts (STACK-NOTES).
        shareStrategy: 'loaded-first',
        // Each app's own plugins, after the one every app has (one-version-check.mjs).
        runtimePlugins: [ONE_VERSION_CHECK, ...runtimePlugins],
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        // Type generation costs ~30 s a build and needs a network-free setup; the contract types
        // come from the workspace package instead.
        dts: false,
        // One federation runtime for the page: the host provides it, remote entries use it
        // (halves each remoteEntry.js, STACK-NOTES).
        // `target: 'web'` drops the runtime's Node script loader from the browser bundles. The host
        // registers each remote by its remoteEntry.js (host/server.mjs), never by its manifest, so
        // the runtime's snapshot plugin (manifest → snapshot → preload assets) is left out; the
        // manifests stay for the host server's preload hints and for tooling.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      // The federation plugins reach their runtime through Node's require.resolve, i.e. the CommonJS
      // builds, which cannot be tree-shaken: each remote entry carried all of the sdk (its Node
      // script loader included). Their ES module builds sit beside them; use those.
      new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (resolveData) => {
        resolveData.request = esmSibling(resolveData.request);
      }),
      // ...and the aliases the federation plugins set once every plugin is applied.
      {
        /** @param {import('@rspack/core').Compiler} compiler */
        apply(compiler) {
          compiler.hooks.afterPlugins.tap('OwaFederationRuntimeEsm', () => {
            const alias = compiler.options.resolve.alias;
            if (!alias || Array.isArray(alias)) return;
            for (const [key, value] of Object.entries(alias)) {
              if (typeof value === 'string') alias[key] = esmSibling(value);
            }
          });
        },
      },
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.resolve(dirname, 'src/index.html'),
          filename: 'index.html',
          inject: 'body',
          scriptLoading: 'defer',
        }),
      isHost && preloadBootstrapChunk,
      isHost && nameOverlayChunks,
      isHost && pageStyleSheets(dirname),
      !isHost && describeBuild({ dirname, federationName, buildId }),
      production && writePreloads(isHost),
      // Production only: a development build evaluates each module from a string, out of its reach.
      production && compileHints(rspack),
    ].filter(Boolean),
    optimization: {
      minimize: production,
      // rspack's two default minimizers, the CSS one told the browsers the site supports.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
      splitChunks: isHost
        ? {
            // The shell's start-up code in three scripts, not one: V8 compiles each eagerly while it
            // streams (compile-hints.mjs) but finishes that compile on the main thread as the script
            // runs. One 540 KB main.js was one 25-30 ms task at 1x, the largest blocking task of
            // every Lighthouse run; React DOM and the design kit's libraries now finish in tasks of
            // their own (TBT medians -80 to -120 ms on three pages, docs/performance.md).
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                enforce: true,
                priority: 20,
              },
              kit: {
                test: /[\\/]node_modules[\\/](?:@chakra-ui|@emotion|@pandacss|stylis|@ark-ui|@zag-js)[\\/]/,
                name: 'kit',
                chunks: 'initial',
                enforce: true,
                priority: 10,
              },
            },
          }
        : {
            // The remote-shared libraries (remoteLibraries) in one chunk each, not split per
            // package: the page fetches moment with its zones, or Redux with its helpers, at once.
            cacheGroups: {
              moment: {
                // By the file, so the federation's own consume/provide modules of moment-timezone
                // stay out (in its chunk they made it wait for itself); with moment's empty
                // `moment|sync` context (its locale require), which has no file.
                /** @param {{ resource?: string, identifier(): string }} module */
                test: (module) =>
                  /[\\/]node_modules[\\/]moment(?:-timezone)?[\\/]/.test(module.resource ?? '') ||
                  /[\\/]node_modules[\\/]moment\|sync$/.test(module.identifier()),
                name: 'moment',
                chunks: 'async',
                enforce: true,
              },
              redux: {
                // By the file, as for moment: the federation's modules of these libraries
                // have no file of their own and must stay out of the chunk they load.
                /** @param {{ resource?: string }} module */
                test: (module) =>
                  /[\\/]node_modules[\\/](?:@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|immer|reselect)[\\/]/.test(
                    module.resource ?? '',
                  ),
                name: 'redux',
                chunks: 'async',
                enforce: true,
              },
            },
          },
      // A runtime chunk breaks remote containers (MF troubleshooting RUNTIME-001).
      runtimeChunk: false,
    },
    performance: { hints: false },
    devServer: devPort
      ? {
          port: devPort,
          hot: true,
          headers: { 'Access-Control-Allow-Origin': '*' },
          historyApiFallback: isHost ? { index: '/owa/index.html' } : false,
        }
      : undefined,
    stats: 'errors-warnings',
  };
}
