/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_FONT } from '@owa/shared/design-kit';

describe('one face from the static shell to the app', () => {
  it("sets the static shell's text in the design kit's font, so no text changes face as the app takes over", () => {
    const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');
    const shellFont = /\bbody \{[^}]*font-family: ([^;]+);/.exec(html)?.[1];
    expect(shellFont).toBe(PAGE_FONT);
  });
});
