import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useChannel } from '../react/use-channel';
import { brandSystem } from './system';

/** Every micro-frontend root renders inside this; it follows the shell's brand colour and direction. */
export function DesignKitProvider({ children }: { readonly children: ReactNode }) {
  const session = useChannel('shell:session');
  const system = brandSystem(session?.primaryColor);
  return (
    <ChakraProvider value={system}>
      <div dir={session?.direction ?? 'ltr'} style={{ display: 'contents' }}>
        {children}
      </div>
    </ChakraProvider>
  );
}
