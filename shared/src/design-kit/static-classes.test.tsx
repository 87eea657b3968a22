import { Box, Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { DesignKitProvider } from './DesignKitProvider';
import { recipeStyle, type StaticSheet, useStaticClasses } from './static-classes';

const SHEET = {
  price: { fontWeight: 'semibold', color: 'fg.muted', _hover: { color: 'fg' } },
  heading: recipeStyle('heading', { size: 'sm' }),
  add: recipeStyle('button', { size: 'sm' }, { colorPalette: 'brand', flexShrink: 0 }),
} satisfies StaticSheet<'price' | 'heading' | 'add'>;

let renders: Readonly<Record<'price' | 'heading' | 'add', string>>[] = [];

function Price({ children }: { readonly children: string }) {
  const classes = useStaticClasses(SHEET);
  renders.push(classes);
  return (
    <>
      <span className={classes.price}>{children}</span>
      <h3 className={classes.heading}>Dish</h3>
      <button type="button" className={classes.add}>
        Add
      </button>
      <Button size="sm" colorPalette="brand" flexShrink={0}>
        Add by props
      </Button>
      <Box as="span" fontWeight="semibold" color="fg.muted" _hover={{ color: 'fg' }}>
        {`${children} by style props`}
      </Box>
    </>
  );
}

/** The rules inside a layer or media rule (jsdom's CSSOM has no CSSGroupingRule to test against). */
const nested = (rule: CSSRule): ArrayLike<CSSRule> | null =>
  'cssRules' in rule && rule.cssRules instanceof Object && 'length' in rule.cssRules
    ? (rule as CSSGroupingRule).cssRules
    : null;

/** Rules of the page's style sheets that hold the text, inside layers and media queries too. */
function rulesWith(text: string): number {
  const count = (rules: ArrayLike<CSSRule>): number =>
    Array.from(rules).reduce(
      (sum, rule) => sum + (nested(rule) ? count(nested(rule) ?? []) : rule.cssText.includes(text) ? 1 : 0),
      0,
    );
  return [...document.styleSheets].reduce((sum, sheet) => sum + count(sheet.cssRules), 0);
}

/** Rules of the page's style sheets that name the class. */
const rulesOf = (className: string): number => rulesWith(`.${className}`);

const SHEET_WITH_LATER_LOOKS = {
  shown: { letterSpacing: '0.31em' },
  later: { letterSpacing: '0.37em' },
} satisfies StaticSheet<'shown' | 'later'>;

let laterLooks: Readonly<Record<'shown' | 'later', string>> | undefined;

function ShownOnly() {
  const classes = useStaticClasses(SHEET_WITH_LATER_LOOKS);
  laterLooks = classes;
  return <span className={classes.shown}>Shown</span>;
}

describe('useStaticClasses (a card’s fixed styles worked out once)', () => {
  beforeEach(() => {
    renders = [];
  });

  it('gives the same class as the same style props, with its rule in the page once', () => {
    const { rerender } = render(
      <DesignKitProvider>
        <Price>$4.50</Price>
      </DesignKitProvider>,
    );
    const byProps = screen.getByText('$4.50 by style props').className;
    expect(screen.getByText('$4.50').className).toBe(byProps);
    // A recipe's look: the same rules as the component's (its class also names the recipe).
    const button = screen.getByRole('button', { name: 'Add by props' }).className.split(' ');
    expect(button).toContain(screen.getByRole('button', { name: 'Add' }).className);
    expect(rulesOf(byProps)).toBeGreaterThan(0);
    const before = rulesOf(byProps);
    rerender(
      <DesignKitProvider>
        <Price>$5.00</Price>
      </DesignKitProvider>,
    );
    expect(rulesOf(byProps)).toBe(before);
  });

  it('works each sheet out once, and a recipe’s styles from the system', () => {
    render(
      <DesignKitProvider>
        <Price>$1</Price>
        <Price>$2</Price>
      </DesignKitProvider>,
    );
    expect(renders).toHaveLength(2);
    expect(renders[0]).toBe(renders[1]);
    expect(screen.getAllByRole('heading', { name: 'Dish' })[0]?.className).toMatch(/^css-/);
    expect(renders[0]?.heading).not.toBe(renders[0]?.price);
  });

  it('works a look out when it is first read, so the looks a page does not show cost nothing', () => {
    render(
      <DesignKitProvider>
        <ShownOnly />
      </DesignKitProvider>,
    );
    expect(rulesWith('letter-spacing: 0.31em')).toBe(1);
    expect(rulesWith('letter-spacing: 0.37em')).toBe(0);
    const later = laterLooks?.later;
    expect(later).toMatch(/^css-/);
    expect(rulesWith('letter-spacing: 0.37em')).toBe(1);
    expect(laterLooks?.later).toBe(later);
    expect(Object.keys(laterLooks ?? {})).toEqual(['shown', 'later']);
  });
});
