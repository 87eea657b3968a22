import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emotionNames, firstViewStyle } from './first-view-css.mjs';

describe("the first view's styles in index.html (issue 18)", () => {
  it("names each emotion class of the rules once, whatever wraps it (a recipe's :where, a condition's @media)", () => {
    const css = [
      ':where(.css-1x2y3z) { padding: 4px; }',
      ':where(.css-1x2y3z:hover) { color: red; }',
      '.css-abc9 { display: flex; }',
      '@media screen and (min-width: 48rem) { .css-abc9 { display: grid; } }',
      '@media (hover: hover) { .css-only7:hover { opacity: 0.5; } }',
    ].join('\n');
    expect(emotionNames(css)).toEqual(['1x2y3z', 'abc9', 'only7']);
  });

  it("writes the tag emotion adopts: its key, then every name, the file's comment left out", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'owa-first-view-'));
    const file = path.join(dir, 'first-view-styles.css');
    writeFileSync(file, '/* Generated. */\n.css-aa1 { margin: 0; }\n.css-bb2 { padding: 0; }\n');
    expect(firstViewStyle(file)).toEqual({
      attributes: { 'data-emotion': 'css aa1 bb2' },
      css: '.css-aa1 { margin: 0; }\n.css-bb2 { padding: 0; }',
    });
  });

  it('writes nothing without a file or without a rule: the page inserts its rules at run time', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'owa-first-view-'));
    expect(firstViewStyle(path.join(dir, 'missing.css'))).toBeNull();
    const empty = path.join(dir, 'empty.css');
    writeFileSync(empty, '/* Generated. */\n');
    expect(firstViewStyle(empty)).toBeNull();
  });
});
