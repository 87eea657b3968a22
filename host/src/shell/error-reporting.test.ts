import { bus } from '@owa/shared';
import { describeFailure, type Send, startErrorReporting } from './error-reporting';

describe('spec 1 §7 errors reported to POST /order/error', () => {
  it('names chunk failures as the spec does', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(describeFailure(chunk)).toBe('ChunkLoadError: Loading chunk 42 failed.');
    const css = Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(describeFailure(css)).toMatch(/^CSS_CHUNK_LOAD_FAILED: /);
    expect(describeFailure(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
  });

  it('reports with the store id, once per error, from the bus and from the window', () => {
    bus.publisherFor('shell').publish('shell:session', {
      language: 'en',
      direction: 'ltr',
      groupId: 'G1001',
      storeId: '1001',
      user: null,
      token: null,
      kioskMode: false,
      primaryColor: '#1e9d84',
    });
    const sent: Parameters<Send>[0][] = [];
    const stop = startErrorReporting(async (report) => void sent.push(report));
    bus.emit('shell:error-report', { error: 'ChunkLoadError: mfe-menu: timeout' });
    bus.emit('shell:error-report', { error: 'ChunkLoadError: mfe-menu: timeout' });
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: new RangeError('boom'),
      }) as PromiseRejectionEvent,
    );
    stop();
    expect(sent).toEqual([
      { error: 'ChunkLoadError: mfe-menu: timeout', statusCode: 0, storeId: '1001' },
      { error: 'RangeError: boom', statusCode: 0, storeId: '1001' },
    ]);
  });

  it('reports what failed before the reporter loaded', () => {
    const sent: Parameters<Send>[0][] = [];
    const stop = startErrorReporting(async (report) => void sent.push(report), window, [
      new SyntaxError('early'),
    ]);
    stop();
    expect(sent.map((report) => report.error)).toEqual(['SyntaxError: early']);
  });

  it('sends each report as attributed, with where the failure came from', () => {
    const sent: Parameters<Send>[0][] = [];
    const sources: string[] = [];
    const failure = new TypeError('x is undefined');
    failure.stack = 'TypeError: x is undefined\n    at f (https://menu.example/b/b2/main.0123456789.js:1:1)';
    const stop = startErrorReporting(
      async (report) => void sent.push(report),
      window,
      [failure],
      (error, source) => {
        sources.push(source);
        return `[mfe-menu@b2] ${error}`;
      },
    );
    bus.emit('shell:error-report', { error: 'ChunkLoadError: mfe-menu: timeout' });
    stop();
    expect(sent.map((report) => report.error)).toEqual([
      '[mfe-menu@b2] TypeError: x is undefined',
      '[mfe-menu@b2] ChunkLoadError: mfe-menu: timeout',
    ]);
    expect(sources[0]).toContain('https://menu.example/b/b2/main.0123456789.js');
  });

  it('never throws into the page when sending fails', () => {
    const stop = startErrorReporting(() => {
      throw new Error('offline');
    });
    expect(() => bus.emit('shell:error-report', { error: 'x' })).not.toThrow();
    stop();
  });
});
