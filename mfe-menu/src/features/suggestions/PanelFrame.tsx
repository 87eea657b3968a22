import { Box, Container } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';

/**
 * The panel after an add: non-modal at the foot of the store page. It takes no focus, the page stays
 * usable behind it, and Escape inside it puts it away as Close does.
 */
export function PanelFrame({
  onClose,
  children,
}: {
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Box
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="docked"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="lg"
      data-testid="after-add-suggestions"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Container maxW="6xl" py="3">
        {children}
      </Container>
    </Box>
  );
}
