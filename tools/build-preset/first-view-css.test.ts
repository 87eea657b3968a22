import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emotionNames, firstViewSheet } from './first-view-css.mjs';

describe("the first view's style sheet (issue 18)", () => {
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

  it("is named by its content's hash, holds the rules without the file's comment, and lists their names", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'owa-first-view-'));
    const file = path.join(dir, 'first-view-styles.css');
    writeFileSync(file, '/* Generated. */\n.css-aa1 { margin: 0; }\n.css-bb2 { padding: 0; }\n');
    const sheet = firstViewSheet(file);
    expect(sheet?.css).toBe('.css-aa1 { margin: 0; }\n.css-bb2 { padding: 0; }');
    expect(sheet?.names).toEqual(['aa1', 'bb2']);
    expect(sheet?.fileName).toMatch(/^first-view\.[0-9a-f]{10}\.css$/);
    writeFileSync(file, '.css-aa1 { margin: 1px; }\n');
    expect(firstViewSheet(file)?.fileName).not.toBe(sheet?.fileName);
  });

  it('is named anew when the browsers it is minified for change, its rules the same', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'owa-first-view-'));
    const file = path.join(dir, 'first-view-styles.css');
    writeFileSync(file, '.css-aa1 { margin-inline-start: 0; }\n');
    const today = firstViewSheet(file, 'chrome >= 100')?.fileName;
    expect(firstViewSheet(file, 'chrome >= 100')?.fileName).toBe(today);
    expect(firstViewSheet(file, 'fully supports es6')?.fileName).not.toBe(today);
  });

  it('is left out without a file or without a rule: the page inserts its rules at run time', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'owa-first-view-'));
    expect(firstViewSheet(path.join(dir, 'missing.css'))).toBeNull();
    const empty = path.join(dir, 'empty.css');
    writeFileSync(empty, '/* Generated. */\n');
    expect(firstViewSheet(empty)).toBeNull();
  });
});
