/** @typedef {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} Plugin */
/** @typedef {Parameters<NonNullable<Plugin['resolveShare']>>[0]} ResolveShareArgs */
/** @typedef {NonNullable<ReturnType<ResolveShareArgs['resolver']>>} Resolved */

/** The page's record of the versions checked: the runtime's answer, by package, version and range. */
const CHECKED = Symbol.for('owa.federation.checked-versions');

/**
 * A Module Federation runtime plugin in every app's build (index.mjs): each shared singleton's
 * version is checked against a consumer's range once per page, not once per module that imports it.
 *
 * The runtime checks the version each time a container resolves a shared module (every container's
 * first imports of React, react-intl, the contract's entries...), and each check compiles a dozen
 * regular expressions: ~30 ms of the store page's load on a fast CPU, four times that on a phone.
 * The answer depends only on the package, the version found and the range asked, so a pair already
 * checked (and warned about, if it did not satisfy) resolves to the same version without the check.
 * @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin}
 */
export default function oneVersionCheck() {
  const checked = pageRecord();
  return {
    name: 'owa-one-version-check',
    resolveShare(args) {
      const { shareInfo, shareScopeMap, scope, pkgName, version } = args;
      if (!shareInfo.shareConfig?.singleton) return args;
      const key = [scope, pkgName, version, String(shareInfo.shareConfig.requiredVersion)].join('\n');
      const check = args.resolver;
      args.resolver = () => {
        const known = checked.get(key);
        if (known && known.shared === shareScopeMap[scope]?.[pkgName]?.[version]) return known;
        const resolved = check();
        if (resolved) checked.set(key, resolved);
        return resolved;
      };
      return args;
    },
  };
}

/**
 * One record for the page: each container bundles its own copy of this plugin.
 * @returns {Map<string, Resolved>}
 */
function pageRecord() {
  const record = Reflect.get(globalThis, CHECKED);
  if (record instanceof Map) return record;
  const created = new Map();
  Reflect.set(globalThis, CHECKED, created);
  return created;
}
