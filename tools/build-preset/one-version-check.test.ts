import oneVersionCheck from './one-version-check.mjs';

/** The page's one share scope: each package's registered share, whichever container asks. */
const scopeMap = new Map<string, { version: string; from: string }>();
function registered(pkgName: string) {
  const found = scopeMap.get(pkgName) ?? { version: '19.3.1', from: 'owa_host' };
  scopeMap.set(pkgName, found);
  return found;
}

/** The arguments the runtime hands `resolveShare`, with a resolver that counts its checks. */
function share(pkgName: string, requiredVersion: string | false, singleton = true, treeShaken?: boolean) {
  const shared = registered(pkgName);
  const calls = { checks: 0 };
  const args = {
    shareScopeMap: { default: { [pkgName]: { '19.3.1': shared } } },
    scope: 'default',
    pkgName,
    version: '19.3.1',
    shareInfo: { shareConfig: { singleton, requiredVersion } },
    resolver: () => {
      calls.checks += 1;
      return { shared, useTreesShaking: treeShaken };
    },
  };
  return { args, calls, shared };
}

/** What the runtime does with the hook's answer: it calls the resolver it hands back. */
function resolve(args: ReturnType<typeof share>['args'], plugin = oneVersionCheck()) {
  const hook = plugin.resolveShare as unknown as (given: typeof args) => typeof args;
  return hook(args).resolver();
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for('owa.federation.checked-versions'));
});

describe('one version check per shared singleton and range', () => {
  it('checks a version once, whichever container asks again, and resolves to the same share', () => {
    // As the runtime answers where tree shaking is not configured: the flag left undefined.
    const first = share('react', '^19.3.1');
    const again = share('react', '^19.3.1');
    expect(resolve(first.args)).toEqual({ shared: first.shared, useTreesShaking: undefined });
    // Another container's copy of the plugin: the page has one record.
    expect(resolve(again.args, oneVersionCheck())).toEqual({
      shared: again.shared,
      useTreesShaking: undefined,
    });
    expect(first.calls.checks + again.calls.checks).toBe(1);
    const shaken = [share('react-dom', '^19.3.1', true, false), share('react-dom', '^19.3.1', true, false)];
    for (const { args } of shaken) expect(resolve(args).useTreesShaking).toBe(false);
    expect(shaken.map(({ calls }) => calls.checks)).toEqual([1, 0]);
  });

  it('checks again for another range or another package', () => {
    const ranges = [share('react', '^19.3.1'), share('react', '^19.0.0'), share('react-dom', '^19.3.1')];
    for (const { args } of ranges) resolve(args);
    expect(ranges.map(({ calls }) => calls.checks)).toEqual([1, 1, 1]);
  });

  it('leaves shares that are not singletons to the runtime every time', () => {
    const plain = [share('lodash', '^4.0.0', false), share('lodash', '^4.0.0', false)];
    for (const { args } of plain) resolve(args);
    expect(plain.map(({ calls }) => calls.checks)).toEqual([1, 1]);
  });
});
