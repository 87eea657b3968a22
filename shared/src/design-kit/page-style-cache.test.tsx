import { Button } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { render, screen } from '@testing-library/react';
import { compile, middleware, serialize, stringify } from 'stylis';
import { DesignKitProvider } from './DesignKitProvider';
import { adoptFirstViewSheet, pageStyleCache, webkitWhereNeeded, weightless } from './page-style-cache';

/** The page's style rules as text, white space made single. */
const emotionCss = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('')
    .replace(/\s+/g, ' ');

/** The selector of the rule that holds a declaration. */
function selectorOf(css: string, declaration: string): string {
  const at = css.indexOf(declaration);
  if (at < 0) throw new Error(`no rule declares ${declaration}`);
  const open = css.lastIndexOf('{', at);
  const start = Math.max(css.lastIndexOf('}', open), css.lastIndexOf('{', open - 1)) + 1;
  return css.slice(start, open).trim();
}

describe('the page’s style cache (recipes without a cascade layer)', () => {
  it('weighs a selector nothing, keeping a trailing pseudo-element outside', () => {
    expect(weightless('.css-a')).toBe(':where(.css-a)');
    expect(weightless('.css-a:hover [data-part=icon]')).toBe(':where(.css-a:hover [data-part=icon])');
    expect(weightless('.css-a:focus-visible::before')).toBe(':where(.css-a:focus-visible)::before');
    expect(weightless('::selection')).toBe('::selection');
  });

  it('writes a recipe’s rules outside any layer, and a style prop still wins over them', () => {
    render(
      <DesignKitProvider>
        <Button size="sm" paddingInline="7">
          Add
        </Button>
      </DesignKitProvider>,
    );
    const css = emotionCss();
    const className = screen
      .getByRole('button', { name: 'Add' })
      .className.split(' ')
      .find((name) => name.startsWith('css-'));
    expect(css).not.toContain('@layer');
    expect(css).not.toContain('@media all');
    // The recipe's size (padding 3.5) weighs nothing; the prop's padding is a plain class rule.
    expect(selectorOf(css, 'padding-inline: var(--chakra-spacing-3\\.5)')).toBe(`:where(.${className})`);
    expect(selectorOf(css, 'padding-inline: var(--chakra-spacing-7)')).toBe(`.${className}`);
  });
});

describe('the page’s style cache (conditional rules apart)', () => {
  it('writes a responsive rule in a sheet of its own, after the sheet of the element’s plain rules', () => {
    render(
      <DesignKitProvider>
        <Button paddingInline={{ base: '2', md: '9' }}>Order</Button>
      </DesignKitProvider>,
    );
    const className = screen
      .getByRole('button', { name: 'Order' })
      .className.split(' ')
      .find((name) => name.startsWith('css-'));
    const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
    const rulesOf = (style: HTMLStyleElement) =>
      [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ' '));
    const plain = sheets.findIndex((style) => style.dataset.emotion === 'css');
    const apart = sheets.findIndex((style) =>
      rulesOf(style).some((rule) => rule.startsWith('@media') && rule.includes('--chakra-spacing-9')),
    );
    expect(sheets[apart]?.dataset.emotion).toBe('css-at');
    expect(rulesOf(sheets[apart]!)).toHaveLength(1);
    expect(apart).toBeGreaterThan(plain);
    expect(rulesOf(sheets[plain]!).join('')).toContain(`.${className}`);
    expect(rulesOf(sheets[plain]!).some((rule) => rule.startsWith('@media'))).toBe(false);
  });
});

describe('the page’s style cache (prefixes)', () => {
  const written = (css: string) => serialize(compile(css), middleware([webkitWhereNeeded, stringify]));

  it('writes the -webkit- copy only of what a current phone’s browser still reads prefixed', () => {
    expect(written('.a{user-select:none;display:flex;align-items:center;transform:scale(2);}')).toBe(
      '.a{-webkit-user-select:none;user-select:none;display:flex;align-items:center;transform:scale(2);}',
    );
    expect(written('@media (hover:hover){.b{backdrop-filter:blur(4px);}}')).toBe(
      '@media (hover:hover){.b{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}}',
    );
    expect(written('.c{max-width:stretch;width:fit-content;}')).toBe(
      '.c{max-width:-webkit-fill-available;max-width:stretch;width:fit-content;}',
    );
    expect(written('.d{background-image:image-set("a.webp" 1x, "b.webp" 2x);}')).toBe(
      '.d{background-image:-webkit-image-set("a.webp" 1x, "b.webp" 2x);background-image:image-set("a.webp" 1x, "b.webp" 2x);}',
    );
  });

  it('draws the kit’s components without 2012’s flexbox or -moz-/-ms- copies', () => {
    const insert = jest.spyOn(pageStyleCache().sheet, 'insert');
    render(
      <DesignKitProvider>
        <Button userSelect="none">Pay</Button>
      </DesignKitProvider>,
    );
    const text = insert.mock.calls.map(([rule]) => rule).join('');
    insert.mockRestore();
    expect(text).toContain('display:inline-flex;');
    expect(text).toContain('-webkit-user-select:none;user-select:none;');
    expect(text).not.toMatch(/-webkit-box|-webkit-flex|-ms-|-moz-/);
  });
});

describe('the page’s style cache (the first view’s sheet, issue 18)', () => {
  /** The `<link>` index.html carries, its file arrived or not. */
  function firstViewLink(loaded: boolean): Document {
    const page = document.implementation.createHTMLDocument('');
    const link = page.createElement('link');
    link.id = 'owa-first-view-css';
    link.rel = 'stylesheet';
    link.media = 'print';
    link.dataset.names = 'aa1 bb2';
    // jsdom loads no style sheet: the browser's, once the file has arrived.
    if (loaded) Object.defineProperty(link, 'sheet', { value: new CSSStyleSheet() });
    page.head.append(link);
    return page;
  }
  const freshCache = () => createCache({ key: 'css' });

  it('turns a loaded first-view sheet on and takes its names as inserted, so their rules are not written again', () => {
    const page = firstViewLink(true);
    const cache = adoptFirstViewSheet(freshCache(), page);
    expect(cache.inserted.aa1).toBe(true);
    expect(cache.inserted.bb2).toBe(true);
    expect(page.getElementById('owa-first-view-css')?.getAttribute('media')).toBe('all');
  });

  it('takes nothing while the sheet is still loading, or on a page without one: the rules are inserted as before', () => {
    const loading = firstViewLink(false);
    expect(adoptFirstViewSheet(freshCache(), loading).inserted).toEqual({});
    expect(loading.getElementById('owa-first-view-css')?.getAttribute('media')).toBe('print');
    expect(
      adoptFirstViewSheet(freshCache(), document.implementation.createHTMLDocument('')).inserted,
    ).toEqual({});
  });
});
