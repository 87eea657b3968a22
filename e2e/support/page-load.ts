import { expect, type Page, type Request } from '@playwright/test';
import { QUIET_WINDOW_MS } from '../../host/src/shell/after-interactive';
import { E2E_PORT_BASE, portsFrom } from './site';

/**
 * The page starts what a diner has not asked for once it has been quiet (no long task, no request
 * finishing) for the host's window, or at the first sign of intent. A load that no one touches is
 * over when that work has run too: quiet for longer than the host's window, with room for a timer
 * late on a busy machine.
 */
const SETTLED_AFTER_MS = QUIET_WINDOW_MS + 2000;

/** Where a layout shift moved one of its nodes (an entry's `sources`), described when it happened. */
export interface ShiftSource {
  readonly node: string;
  readonly from: string;
  readonly to: string;
}

/** A `layout-shift` performance entry, kept as plain data. */
export interface LayoutShift {
  readonly value: number;
  readonly startTime: number;
  readonly hadRecentInput: boolean;
  readonly sources: readonly ShiftSource[];
}

declare global {
  interface Window {
    __owaLoad?: { shifts: LayoutShift[]; lastActivityAt: number };
  }
}

/** What a page load did, recorded from before its first script until it has settled. */
export interface LoadRecording {
  /** Every request the page sent, in order. */
  readonly requests: readonly Request[];
  /**
   * Waits until no request is in flight and nothing has been sent, answered, run long or shifted
   * for `quietMs` (by default longer than the host's quiet window, so its deferred work has run).
   */
  settled(options?: { quietMs?: number; timeout?: number }): Promise<void>;
  /** The layout shifts of the current document (not those after an input), in order. */
  shifts(): Promise<LayoutShift[]>;
}

/**
 * In the page, before its scripts: a buffered observer keeps each shift with its sources described;
 * shifts and long tasks mark the page busy.
 */
function observeLoad(): void {
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const label = (node: Node | null): string => {
    if (!node) return '(a node since removed)';
    const path: string[] = [];
    let element = node instanceof Element ? node : node.parentElement;
    for (let depth = 0; element && element !== document.body && depth < 4; depth += 1) {
      const testId = element.getAttribute('data-testid');
      const name = [...element.classList].find((c) => !c.startsWith('css-'));
      path.unshift(
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}${name ? `.${name}` : ''}`,
      );
      if (element.id) break;
      element = element.parentElement;
    }
    if (!(node instanceof Element)) path.push('#text');
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${path.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  const load = { shifts: [] as LayoutShift[], lastActivityAt: 0 };
  const busy = () => {
    load.lastActivityAt = Math.max(load.lastActivityAt, performance.now());
  };
  new PerformanceObserver(busy).observe({ type: 'longtask', buffered: true });
  window.__owaLoad = load;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: readonly { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      load.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((source) => ({
          node: label(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
    busy();
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Starts recording the page's requests and layout shifts: call it before the navigation to measure.
 * "Settled" is a bounded wait on a condition (network idle, no long task and no new shift for a
 * while), no sleep.
 */
export async function recordLoad(page: Page): Promise<LoadRecording> {
  const requests: Request[] = [];
  const inFlight = new Set<Request>();
  let lastNetworkAt = Date.now();
  page.on('request', (request) => {
    requests.push(request);
    inFlight.add(request);
    lastNetworkAt = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastNetworkAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.addInitScript(observeLoad);

  return {
    requests,
    async settled({ quietMs = SETTLED_AFTER_MS, timeout = 45_000 } = {}) {
      await expect
        .poll(
          async () => {
            if (inFlight.size > 0 || Date.now() - lastNetworkAt < quietMs) return false;
            return page.evaluate(
              (quiet) => performance.now() - (window.__owaLoad?.lastActivityAt ?? 0) >= quiet,
              quietMs,
            );
          },
          {
            timeout,
            intervals: [250],
            message: 'the page never settled (network idle, no new layout shift)',
          },
        )
        .toBe(true);
    },
    async shifts() {
      const all = await page.evaluate(() => window.__owaLoad?.shifts ?? []);
      return all.filter((shift) => !shift.hadRecentInput);
    },
  };
}

/**
 * CLS as Lighthouse and web-vitals count it: the largest session window (shifts less than 1 s apart,
 * the window at most 5 s long). The journeys bound the total, which is never less.
 */
export function largestSessionWindow(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** A failure message naming what moved: the sources by the shifts they took part in, then each shift. */
export function describeShifts(shifts: readonly LayoutShift[], limit: number): string {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const bySource = new Map<string, { value: number; moves: string[] }>();
  for (const shift of shifts)
    for (const source of shift.sources) {
      const entry = bySource.get(source.node) ?? { value: 0, moves: [] };
      entry.value += shift.value;
      entry.moves.push(`${source.from} → ${source.to}`);
      bySource.set(source.node, entry);
    }
  const largest = [...bySource].sort((a, b) => b[1].value - a[1].value).slice(0, 8);
  return [
    `layout shifts add up to ${total.toFixed(3)} over the whole load (largest session window, the CLS: ${largestSessionWindow(shifts).toFixed(3)}); allowed ${limit}.`,
    'Largest shift sources (the value of the shifts each took part in):',
    ...largest.map(
      ([node, { value, moves }]) =>
        `  ${value.toFixed(3)}  ${node}\n         ${moves.slice(0, 3).join('; ')}`,
    ),
    `Shifts: ${shifts.map((shift) => `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms`).join(', ')}`,
  ].join('\n');
}

const APP_OF_PORT = new Map(
  Object.entries(portsFrom(E2E_PORT_BASE)).map(([app, port]) => [String(port), app] as const),
);

/** A request as a line of a message: the method, the app that served it and its path. */
export function requestLine(request: Request): string {
  const url = new URL(request.url());
  return `${request.method()} ${APP_OF_PORT.get(url.port) ?? url.host}${url.pathname}${url.search}`;
}

/** Counts of the API calls (fetch and XHR under /api/), by method and path with its query. */
export function apiCallsByPath(requests: readonly Request[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || !['fetch', 'xhr'].includes(request.resourceType())) continue;
    const key = `${request.method()} ${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
