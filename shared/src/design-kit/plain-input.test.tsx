import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DesignKitProvider } from './DesignKitProvider';
import { PlainInput } from './plain-input';

function Search() {
  const [value, setValue] = useState('');
  return (
    <>
      <PlainInput
        type="search"
        aria-label="Search the menu"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        h="10"
      />
      <output>{value}</output>
    </>
  );
}

describe('PlainInput (the first-paint input, outside any Field)', () => {
  it('is a named, controlled input drawn by the input recipe, with style props', () => {
    render(
      <DesignKitProvider>
        <Search />
      </DesignKitProvider>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search the menu' });
    expect(input.tagName).toBe('INPUT');
    // The recipe's class (the same as Chakra's Input) and a class for the style prop.
    expect(input.className).toMatch(/chakra-input/);
    fireEvent.change(input, { target: { value: 'spicy' } });
    expect(screen.getByRole('status')).toHaveTextContent('spicy');
  });
});
