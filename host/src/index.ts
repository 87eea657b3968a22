import { afterNextPaint } from './shell/after-next-paint';

// Async boundary: the federation runtime settles shared modules before any app code runs.
// Named: the build preloads it from the page (tools/build-preset, preloadBootstrapChunk).
const startShell = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// The page's stand-in (index.html) paints first. When this script arrives before the browser's
// first frame (a fast link), the shell's start-up ran ahead of that frame and held the first paint
// for its whole length (~1 s of tasks on a phone). Waiting one frame costs the start-up at most that
// frame; a tab that paints no frame (hidden) starts after a short bound instead.
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  void startShell();
};
afterNextPaint(startOnce);
setTimeout(startOnce, 100);
