// Not a shared module: each app bundles what it uses of this entry, the shell even before its
// shared modules have loaded (host/src/index.ts).
export { afterNextPaint } from './after-next-paint';
