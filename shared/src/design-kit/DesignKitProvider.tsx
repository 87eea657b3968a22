import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { CacheProvider, Global } from '@emotion/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useChannel } from '../react/use-channel';
import { pageStyleCache } from './page-style-cache';
import {
  brandColourOrDefault,
  brandSystem,
  DEFAULT_PRIMARY_COLOR,
  loadBrandShades,
  shadesFor,
} from './system';

type BrandSystem = ReturnType<typeof brandSystem>;
const withoutGlobals = new WeakMap<BrandSystem, BrandSystem>();

/**
 * The system without its global styles: the host's page carries them in its head, written at build
 * time (tools/build-preset/global-css.mjs). ChakraProvider would insert its own copy per React
 * root (and the layers' order), and each insertion restyles the whole page.
 */
export function quietSystem(system: BrandSystem): BrandSystem {
  let quiet = withoutGlobals.get(system);
  if (!quiet) {
    // Not a spread: the browser builds make `_global` a getter that computes the whole sheet. The
    // layers' order statement is in the page's sheet too.
    quiet = Object.create(system, {
      _global: { value: [] },
      layers: { value: { ...system.layers, atRule: '' } },
    }) as BrandSystem;
    withoutGlobals.set(system, quiet);
  }
  return quiet;
}

/**
 * The page's one emotion cache for what is inside (page-style-cache.ts). Apps wrap a subtree that
 * has a ChakraProvider of its own with it; a copy of emotion bundled by an app would not reach
 * Chakra's, so it comes from the design kit.
 */
export function PageStyleScope({ children }: { readonly children: ReactNode }) {
  return <CacheProvider value={pageStyleCache()}>{children}</CacheProvider>;
}

/**
 * Every micro-frontend root renders inside this; it follows the shell's brand colour, language and
 * direction. Ark's parts (menus, dialogs, sliders) read the direction from LocaleProvider, not the
 * DOM, so Arabic needs both. `ownsBrandTokens`: the one root that lives as long as the page (the
 * shell's header) adds the token variables of a group's own colour over the page's default ones.
 */
export function DesignKitProvider({
  children,
  ownsBrandTokens = false,
}: {
  readonly children: ReactNode;
  readonly ownsBrandTokens?: boolean;
}) {
  const session = useChannel('shell:session');
  const colour = brandColourOrDefault(session?.primaryColor);
  const [, shadesLoaded] = useState(0);
  useEffect(() => {
    // A group's own colour: derive its accessible shades, then draw with them.
    if (shadesFor(colour) === null) void loadBrandShades().then(() => shadesLoaded((count) => count + 1));
  }, [colour]);
  const system = brandSystem(colour);
  const ownColour = ownsBrandTokens && system !== brandSystem(DEFAULT_PRIMARY_COLOR);
  return (
    <PageStyleScope>
      <ChakraProvider value={quietSystem(system)}>
        {ownColour ? <Global styles={system.getTokenCss()} /> : null}
        <LocaleProvider locale={session?.language ?? 'en'}>
          <div dir={session?.direction ?? 'ltr'} style={{ display: 'contents' }}>
            {children}
          </div>
        </LocaleProvider>
      </ChakraProvider>
    </PageStyleScope>
  );
}
