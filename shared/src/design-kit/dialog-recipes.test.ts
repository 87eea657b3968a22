import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { fieldsetRecipe } from './dialog-recipes';

// A rule with a sibling combinator between universal compounds made each dialog's open restyle the
// whole store page (dialog-recipes.ts); the fieldset keeps Chakra's spacing without one.
describe('the fieldset recipe', () => {
  const sizes = ['sm', 'md', 'lg'] as const;

  it.each(sizes)('spaces the children of a %s fieldset as Chakra does, every one but the first', (size) => {
    const chakraRoot = fieldsetSlotRecipe.variants?.size?.[size]?.root;
    const ownRoot = fieldsetRecipe.variants.size[size].root;
    expect(ownRoot).toEqual({ '& > :not(:first-child)': { marginTop: chakraRoot?.spaceY } });
  });

  it('keeps the rest of Chakra’s recipe', () => {
    for (const size of sizes) {
      const { root: _chakraRoot, ...chakraRest } = fieldsetSlotRecipe.variants?.size?.[size] ?? {};
      const { root: _ownRoot, ...ownRest } = fieldsetRecipe.variants.size[size];
      expect(ownRest).toEqual(chakraRest);
    }
    expect(fieldsetRecipe.base).toBe(fieldsetSlotRecipe.base);
    expect(fieldsetRecipe.slots).toBe(fieldsetSlotRecipe.slots);
  });

  it('writes no sibling combinator', () => {
    expect(JSON.stringify(fieldsetRecipe)).not.toMatch(/[~+]|spaceY|spaceX|divide/);
  });
});
