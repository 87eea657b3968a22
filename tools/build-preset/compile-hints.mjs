/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled eagerly, while the browser streams it in, on a background thread.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every emitted script with V8's compile hint (above). Without it V8 compiles each function
 * on the main thread the first time it is called: on a cold store-page load, ~145 ms of the main
 * thread's work in its first 2.5 s at 1x, spread over the load's longest tasks (the shared
 * libraries' evaluation, the design system's build, the first renders). Each of this site's
 * scripts is loaded when its code is about to run: the page's own at start-up, a dialog's when it
 * opens. With the hint that compile went down to ~70 ms (docs/performance.md). Added after the
 * minifier (which would drop the comment) and before the source maps are written, so the maps
 * count the line.
 * @param {typeof import('@rspack/core').default} rspack the build's (a parameter: jest cannot load it here)
 */
export function compileHints(rspack) {
  const name = 'OwaCompileHints';
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          () => {
            for (const asset of compilation.getAssets()) {
              if (!asset.name.endsWith('.js')) continue;
              compilation.updateAsset(
                asset.name,
                new rspack.sources.ConcatSource(COMPILE_HINT, asset.source),
              );
            }
          },
        );
      });
    },
  };
}
