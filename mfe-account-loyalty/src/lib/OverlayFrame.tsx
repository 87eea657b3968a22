import { useChannel } from '@owa/shared';
import { brandSystem, PageStyleScope, quietSystem } from '@owa/shared/design-kit';
import { ChakraProvider, LocaleProvider } from '@owa/shared/design-kit/dialogs';
import type { ReactNode } from 'react';

/**
 * Gives overlay components (Dialog, Menu, Tabs...) the brand system through the overlays entry's own
 * Chakra copy, and the page's locale so their machines lay out right to left in Arabic. Import only
 * from code loaded on demand: it pulls in the overlays entry.
 */
export function OverlayFrame({ children }: { children: ReactNode }) {
  const session = useChannel('shell:session');
  return (
    <PageStyleScope>
      <ChakraProvider value={quietSystem(brandSystem(session?.primaryColor))}>
        <LocaleProvider locale={session?.language ?? 'en'}>{children}</LocaleProvider>
      </ChakraProvider>
    </PageStyleScope>
  );
}
