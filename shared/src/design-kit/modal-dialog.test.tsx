import { Dialog as ChakraDialog, ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { Dialog } from './modal-dialog';
import { brandSystem } from './system';

type Root = typeof ChakraDialog.Root;

function Page({ open, Root }: { open: boolean; Root: Root }) {
  return (
    <ChakraProvider value={brandSystem()}>
      <main>
        <button type="button">Outside</button>
      </main>
      <Root open={open} lazyMount={false} unmountOnExit={false}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Cart</Dialog.Title>
            <button type="button">Inside</button>
          </Dialog.Content>
        </Dialog.Positioner>
      </Root>
    </ChakraProvider>
  );
}

const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  document.body.removeAttribute('data-inert');
  document.body.style.pointerEvents = '';
});

describe('the design kit Dialog (no page-wide restyle on open)', () => {
  it("Chakra's own Root still writes pointer-events on <body> (the cost this Root avoids)", async () => {
    const { rerender } = render(<Page open={false} Root={ChakraDialog.Root} />);
    rerender(<Page open Root={ChakraDialog.Root} />);
    await waitFor(() => expect(document.body.style.pointerEvents).toBe('none'));
  });

  it('opens modal without the body write, the page outside still unreachable, and cleans up on close', async () => {
    const { rerender } = render(<Page open={false} Root={Dialog.Root} />);
    rerender(<Page open Root={Dialog.Root} />);
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Cart' })).toHaveAttribute('aria-modal', 'true'),
    );
    // Browsers get `inert` (no pointer, no focus); jsdom has none, so zag falls back to aria-hidden.
    const outside = () => screen.getByRole('button', { name: 'Outside', hidden: true });
    await waitFor(() => expect(outside().closest('[inert],[aria-hidden="true"]')).not.toBeNull());
    await nextFrames();
    expect(document.body.style.pointerEvents).toBe('');

    rerender(<Page open={false} Root={Dialog.Root} />);
    await waitFor(() => expect(document.body.hasAttribute('data-inert')).toBe(false));
    await waitFor(() => expect(outside().closest('[inert],[aria-hidden="true"]')).toBeNull());
    expect(document.body.style.pointerEvents).toBe('');
  });
});
