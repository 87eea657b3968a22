// Chakra memoises its style functions (`css`, recipes, token lookups, shorthands) by a key that
// its `simpleHash` spells out on every call: recursive template strings with sorted keys, then an
// LRU lookup that deletes and sets the entry again on every hit. In profiled Lighthouse runs of the
// store page that was 39 ms of the main thread's self time a load (sampling inflates it), over a
// quarter of Chakra's. The browser builds key the same cache cheaper (20 ms in the same measure):
// a single string argument by itself, an object or array by `JSON.stringify` (native, one flat
// string; functions, `undefined`, NaN and bigints spelt out, so what Chakra's key tells apart stays
// apart), and an entry is kept until 500 newer ones came in, without reordering on a hit. Objects
// with the same entries in another order get two entries with equal values, where Chakra's sorted
// key shared one.
// shared/src/design-kit/chakra-memo.test.ts runs the rewrite against Chakra's file.
const BODY = /function simpleHash\(value\) \{[\s\S]*?\n {2}return get;\n\};\n/;

const FAST_MEMO = `const MAX_ENTRIES = 500;
function jsonValue(_key, value) {
  if (value === undefined) return "\\u0000undefined";
  if (typeof value === "function") return \`\\u0000f:\${value.name || "anonymous"}\`;
  if (typeof value === "number" && !Number.isFinite(value)) return \`\\u0000n:\${value}\`;
  if (typeof value === "bigint") return \`\\u0000\${value}n\`;
  return value;
}
function keyOf(value) {
  if (typeof value === "object" && value !== null) return JSON.stringify(value, jsonValue);
  if (typeof value === "function") return \`f:\${value.name || "anonymous"}\`;
  return \`\${typeof value}:\${String(value)}\`;
}
function remember(cache, key, result) {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
  cache.set(key, result);
}
const memo = (fn) => {
  const byString = new Map();
  const byKey = new Map();
  function get(...args) {
    const one = args.length === 1 && typeof args[0] === "string";
    const cache = one ? byString : byKey;
    const key = one ? args[0] : args.length === 1 ? keyOf(args[0]) : args.map(keyOf).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      remember(cache, key, result);
    }
    return result;
  }
  return get;
};
`;

module.exports = function chakraMemo(source) {
  if (!BODY.test(source))
    throw new Error('utils/memo.js: no simpleHash…memo body (Chakra changed its build)');
  return source.replace(BODY, FAST_MEMO);
};
