import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rewrittenModuleExports } from '../../../tools/jest/rewritten-module';

// The browser builds key Chakra's memo cheaper (tools/build-preset/chakra-memo-loader.cjs); jest
// runs Chakra as published. This runs the rewritten file and holds it against the published one.
const ROOT = resolve(__dirname, '../../..');
const chakraMemo = require(join(ROOT, 'tools/build-preset/chakra-memo-loader.cjs')) as (
  source: string,
) => string;
const chakraCjs = dirname(require.resolve('@chakra-ui/react'));
const MEMO_CJS = join(chakraCjs, 'utils/memo.cjs');

type Memo = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R;
const load = (rewrite: (source: string) => string) =>
  (rewrittenModuleExports(MEMO_CJS, rewrite) as { memo: Memo }).memo;
const rewritten = () => load(chakraMemo);
const published = () => load((source) => source);

/** A memoised function that records each argument list it computed for. */
function counted(memo: Memo) {
  const computed: unknown[][] = [];
  const fn = memo((...args: unknown[]) => {
    computed.push(args);
    return { args };
  });
  return { fn, computed };
}

describe("Chakra's memo as the browser builds key it", () => {
  it('rewrites both of the published builds (the ES module is what the browser builds read)', () => {
    const esm = join(chakraCjs, '../esm/utils/memo.js');
    expect(chakraMemo(readFileSync(esm, 'utf8'))).toMatch(
      /JSON\.stringify\(value, jsonValue\)[\s\S]*export \{ memo \}/,
    );
    expect(chakraMemo(readFileSync(MEMO_CJS, 'utf8'))).toMatch(/exports\.memo = memo/);
    expect(() => chakraMemo('export const memo = (fn) => fn;')).toThrow(/Chakra changed its build/);
  });

  it('computes once for arguments of equal content, as the published memo does', () => {
    for (const memo of [rewritten(), published()]) {
      const { fn, computed } = counted(memo);
      const first = fn({ px: 4, _hover: { bg: 'bg.muted' }, flexDirection: { base: 'column', md: 'row' } });
      const again = fn({ px: 4, _hover: { bg: 'bg.muted' }, flexDirection: { base: 'column', md: 'row' } });
      expect(again).toBe(first);
      fn('sm');
      fn('sm');
      fn('color', 'red.500');
      fn('color', 'red.500');
      expect(computed).toEqual([
        [{ px: 4, _hover: { bg: 'bg.muted' }, flexDirection: { base: 'column', md: 'row' } }],
        ['sm'],
        ['color', 'red.500'],
      ]);
    }
  });

  it('tells apart every pair of arguments the published memo tells apart', () => {
    const fn = () => undefined;
    const pairs: Array<[unknown[], unknown[]]> = [
      [[1], ['1']],
      [[true], ['true']],
      [[null], ['null']],
      [[undefined], ['undefined']],
      [[[1, 2]], [['1', '2']]],
      [[{ a: undefined }], [{}]],
      [[{ a: fn }], [{}]],
      [[{ a: Number.NaN }], [{ a: null }]],
      [[{ a: [undefined] }], [{ a: [null] }]],
      [['a', 'b'], ['a|b']],
      [[{ size: 'sm' }], [{ size: 'md' }]],
    ];
    for (const [one, other] of pairs) {
      for (const memo of [rewritten(), published()]) {
        const { fn: remembered, computed } = counted(memo);
        remembered(...one);
        remembered(...other);
        expect(computed).toEqual([one, other]);
      }
    }
  });

  it('keeps 500 entries: the oldest is computed again once 500 newer ones came in', () => {
    const { fn, computed } = counted(rewritten());
    fn({ key: 0 });
    for (let key = 1; key < 500; key += 1) fn({ key });
    fn({ key: 0 });
    expect(computed).toHaveLength(500);
    fn({ key: 500 });
    fn({ key: 0 });
    expect(computed).toHaveLength(502);
  });

  it('does not remember an undefined result, like the published memo', () => {
    let calls = 0;
    const fn = rewritten()((_value: string) => {
      calls += 1;
      return undefined;
    });
    fn('x');
    fn('x');
    expect(calls).toBe(2);
  });
});
