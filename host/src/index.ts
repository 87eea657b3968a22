import { afterNextPaint } from '@owa/shared/scheduling';
import { nextTask } from './shell/next-task';
import { warmPageIntl } from './shell/warm-intl';

/**
 * The shell's shared libraries, each evaluated in a task of its own before the shell's code. The
 * bootstrap chunk's first require evaluated them all at once: one task of ~50 ms on a fast CPU,
 * ~200 ms on a phone, during which a tap waits (issue 18's Total Blocking Time). Evaluated here,
 * they are cached modules by the time the bootstrap chunk requires them. In dependency order, so
 * each task evaluates one library rather than the ones it needs.
 */
const sharedLibraries = [
  () => import('react-dom/client'),
  // Not a shared module: the design kit's style engine, the kit's own modules (style-engine.ts).
  () => import(/* webpackMode: "eager" */ '@owa/shared/design-kit/style-engine'),
  () => import('@owa/shared/design-kit'),
  () => import('@owa/shared'),
  () => import('react-intl'),
];

// Async boundary: the federation runtime settles shared modules before any app code runs.
// Named: the build preloads it from the page (tools/build-preset, preloadBootstrapChunk).
async function startShell(): Promise<void> {
  // ICU's data loads on a worker meanwhile; the bootstrap awaits it before the header's first render.
  void warmPageIntl(document.documentElement.lang);
  await nextTask();
  for (const evaluate of sharedLibraries) {
    await evaluate();
    await nextTask();
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

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
