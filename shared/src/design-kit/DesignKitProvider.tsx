import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useChannel } from '../react/use-channel';
import { brandSystem } from './system';

/**
 * Every micro-frontend root renders inside this; it follows the shell's brand colour, language and
 * direction. Ark's parts (menus, dialogs, sliders) read the direction from LocaleProvider, not the
 * DOM, so Arabic needs both.
 */
export function DesignKitProvider({ children }: { readonly children: ReactNode }) {
  const session = useChannel('shell:session');
  const system = brandSystem(session?.primaryColor);
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={session?.language ?? 'en'}>
        <div dir={session?.direction ?? 'ltr'} style={{ display: 'contents' }}>
          {children}
        </div>
      </LocaleProvider>
    </ChakraProvider>
  );
}
