import { useChannel } from '@owa/shared';
import { brandSystem } from '@owa/shared/design-kit';
import { ChakraProvider } from '@owa/shared/design-kit/overlays';
import type { ReactNode } from 'react';

/**
 * Gives overlay parts (Dialog, RadioGroup, Checkbox, RatingGroup) a provider of their own Chakra
 * copy: the overlays singleton the page resolves may not share the design kit's Chakra, and a part
 * without its provider throws. Same brand system and direction as the design kit's provider.
 */
export function OverlayScope({ children }: { readonly children: ReactNode }) {
  const session = useChannel('shell:session');
  return (
    <ChakraProvider value={brandSystem(session?.primaryColor)}>
      <div dir={session?.direction ?? 'ltr'} style={{ display: 'contents' }}>
        {children}
      </div>
    </ChakraProvider>
  );
}
