/** @jest-environment node */
import { resolveObjectURL } from 'node:buffer';
import vm from 'node:vm';
import { settlesInThisTask } from './testing/settles-in-this-task';
import { warmIntl } from './warm-intl';

/** A worker that does nothing until the test says what it answered. */
function fakeWorker() {
  const worker = {
    url: '',
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminate: jest.fn(),
  };
  const create = (url: string) => {
    worker.url = url;
    return worker as unknown as Worker;
  };
  return { worker, create };
}

/** What the worker's script asks of each of `Intl`'s services. */
type IntlConstructor = { new (locale: string): object; supportedLocalesOf(locale: string): string[] };

/** Runs the worker's script in a context of its own, with `Intl` watched, as a worker would. */
async function runWorkerScript(url: string) {
  const source = await resolveObjectURL(url)?.text();
  if (!source) throw new Error('the worker script was not kept');
  const asked: string[] = [];
  const watch = (name: string, target: IntlConstructor) =>
    new Proxy(target, {
      construct: (Target, args) => {
        asked.push(`new ${name}(${String(args[0])})`);
        return Reflect.construct(Target, args);
      },
      get: (object, key) =>
        key === 'supportedLocalesOf'
          ? (locale: string) => {
              asked.push(`${name}.supportedLocalesOf(${locale})`);
              return object.supportedLocalesOf(locale);
            }
          : Reflect.get(object, key),
    });
  const posted: unknown[] = [];
  const IntlWatched = {
    NumberFormat: watch('NumberFormat', Intl.NumberFormat),
    DateTimeFormat: watch('DateTimeFormat', Intl.DateTimeFormat),
    PluralRules: watch('PluralRules', Intl.PluralRules),
  };
  vm.runInNewContext(source, { Intl: IntlWatched, postMessage: (message: unknown) => posted.push(message) });
  return { asked, posted };
}

describe('warmIntl', () => {
  it("gives ICU's first calls to a worker, for the page's locale, and settles when it answers", async () => {
    const { worker, create } = fakeWorker();
    const warm = warmIntl('ar', create);

    const { asked, posted } = await runWorkerScript(worker.url);
    expect(asked).toEqual([
      'NumberFormat.supportedLocalesOf(ar)',
      'new NumberFormat(ar)',
      'DateTimeFormat.supportedLocalesOf(ar)',
      'new DateTimeFormat(ar)',
      'new PluralRules(ar)',
    ]);
    expect(posted).toEqual(['warm']);

    expect(await settlesInThisTask(warm)).toBe(false);
    worker.onmessage?.({ data: 'warm' } as MessageEvent);
    await expect(warm).resolves.toBeUndefined();
    expect(worker.terminate).toHaveBeenCalled();
    expect(resolveObjectURL(worker.url)).toBeUndefined();
  });

  it('makes the calls on this thread when the worker fails or cannot be had', async () => {
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      const { worker, create } = fakeWorker();
      const failing = warmIntl('fr', create);
      worker.onerror?.({} as ErrorEvent);
      await expect(failing).resolves.toBeUndefined();
      expect(supported).toHaveBeenLastCalledWith('fr');

      const refused = warmIntl('es', () => {
        throw new Error('refused by the page policy');
      });
      await expect(refused).resolves.toBeUndefined();
      expect(supported).toHaveBeenLastCalledWith('es');

      await warmIntl('ko', null);
      expect(supported).toHaveBeenLastCalledWith('ko');
    } finally {
      supported.mockRestore();
    }
  });
});
