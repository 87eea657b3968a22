// Async boundary: the federation runtime settles shared modules before any app code runs.
// Named: the build preloads it from the page (tools/build-preset, preloadBootstrapChunk).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
