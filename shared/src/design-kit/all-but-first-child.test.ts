import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fieldsetSlotRecipe, numberInputSlotRecipe } from '@chakra-ui/react/theme';
import ts from 'typescript';
import { REPO_ROOT, siteSourceFiles } from '../testing/source-files';
import { ALL_BUT_FIRST_CHILD } from './all-but-first-child';
import { dialogRecipes, fieldsetRecipe } from './dialog-recipes';
import { numberInputRecipe, overlayRecipes } from './overlay-recipes';
import { brandSystem } from './system';

/** Chakra's style props whose rule has a sibling combinator between any-element compounds. */
const SIBLING_RULE_PROPS = /^(spaceX|spaceY|divideX|divideY|divideColor|divideStyle)$/;

/** Where such a prop stays: variants no component of the site asks for (no `attached`, no Accordion). */
const UNUSED_VARIANTS = ['pinInput: variants.attached.', 'accordion: variants.variant.enclosed.'];

function siblingRulesIn(name: string, recipe: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (SIBLING_RULE_PROPS.test(key)) found.push(`${name}: ${path.join('.')}.${key}`);
      walk(child, [...path, key]);
    }
  };
  walk(recipe, []);
  return found.filter((where) => !UNUSED_VARIANTS.some((unused) => where.startsWith(unused)));
}

describe('recipes without sibling-combinator rules (all-but-first-child.ts)', () => {
  it('leave no spaceX, spaceY or divide* in any recipe the site renders', () => {
    const system = brandSystem();
    const firstPaint = { ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes };
    const all = {
      ...firstPaint,
      ...dialogRecipes.recipes,
      ...dialogRecipes.slotRecipes,
      ...overlayRecipes.recipes,
      ...overlayRecipes.slotRecipes,
    };
    expect(Object.entries(all).flatMap(([name, recipe]) => siblingRulesIn(name, recipe))).toEqual([]);
  });

  it.each(['sm', 'md', 'lg'] as const)(
    'space a %s fieldset’s children but the first as Chakra does',
    (size) => {
      const { root: chakraRoot, ...chakraRest } = fieldsetSlotRecipe.variants?.size?.[size] ?? {};
      const { root, ...rest } = fieldsetRecipe.variants.size[size];
      expect(root).toEqual({ [ALL_BUT_FIRST_CHILD]: { marginTop: chakraRoot?.spaceY } });
      expect(rest).toEqual(chakraRest);
    },
  );

  it('divide the number input’s steppers as Chakra does', () => {
    const { divideY, ...chakraControl } = numberInputSlotRecipe.base?.control ?? {};
    expect(divideY).toBe('1px');
    expect(numberInputRecipe.base.control).toEqual({
      ...chakraControl,
      [ALL_BUT_FIRST_CHILD]: { borderTopWidth: '1px', borderBottomWidth: '0px' },
    });
  });
});

describe('components without sibling-combinator style props (all-but-first-child.ts)', () => {
  /** Style props written as a JSX attribute or as a key of a style object (not a destructured name). */
  function siblingPropsIn(file: string, text: string): string[] {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      const name =
        ts.isJsxAttribute(node) || ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)
          ? node.name.getText(source).replace(/^["']|["']$/g, '')
          : null;
      if (name && SIBLING_RULE_PROPS.test(name)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${relative(REPO_ROOT, file)}:${line + 1}: ${name}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  it('finds such a prop written as an attribute or a style key, not a destructured name', () => {
    expect(
      siblingPropsIn('a.tsx', '<Stack spaceY="2" />; const s = { _open: { "divideY": "1px" } };'),
    ).toEqual(['a.tsx:1: spaceY', 'a.tsx:1: divideY']);
    expect(siblingPropsIn('b.ts', 'const { divideY: width, ...rest } = recipe; f({ gap: 2 });')).toEqual([]);
  });

  it('are written by no source of the site', () => {
    const files = siteSourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => siblingPropsIn(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
