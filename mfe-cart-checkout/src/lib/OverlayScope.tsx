import { useChannel } from '@owa/shared';
import { brandSystem, PageStyleScope, quietSystem } from '@owa/shared/design-kit';
import { ChakraProvider, LocaleProvider } from '@owa/shared/design-kit/dialogs';
import type { ReactNode } from 'react';

/**
 * Gives overlay parts (Dialog, RadioGroup, Checkbox, RatingGroup) a provider of their own Chakra
 * copy: the overlays singleton the page resolves may not share the design kit's Chakra, and a part
 * without its provider throws. Same brand system and direction as the design kit's provider; the
 * locale gives Ark's parts (radios, dialogs) the right-to-left direction in Arabic.
 */
export function OverlayScope({ children }: { readonly children: ReactNode }) {
  const session = useChannel('shell:session');
  return (
    <PageStyleScope>
      <ChakraProvider value={quietSystem(brandSystem(session?.primaryColor))}>
        {/* Ark parts set their own dir from the locale (left-to-right unless told). */}
        <LocaleProvider locale={session?.language ?? 'en'}>
          <div dir={session?.direction ?? 'ltr'} style={{ display: 'contents' }}>
            {children}
          </div>
        </LocaleProvider>
      </ChakraProvider>
    </PageStyleScope>
  );
}
