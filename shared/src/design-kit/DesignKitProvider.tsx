import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useChannel } from '../react/use-channel';
import { brandColourOrDefault, brandSystem, loadBrandShades, shadesFor } from './system';

/**
 * Every micro-frontend root renders inside this; it follows the shell's brand colour, language and
 * direction. Ark's parts (menus, dialogs, sliders) read the direction from LocaleProvider, not the
 * DOM, so Arabic needs both.
 */
export function DesignKitProvider({ children }: { readonly children: ReactNode }) {
  const session = useChannel('shell:session');
  const colour = brandColourOrDefault(session?.primaryColor);
  const [, shadesLoaded] = useState(0);
  useEffect(() => {
    // A group's own colour: derive its accessible shades, then draw with them.
    if (shadesFor(colour) === null) void loadBrandShades().then(() => shadesLoaded((count) => count + 1));
  }, [colour]);
  const system = brandSystem(colour);
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
