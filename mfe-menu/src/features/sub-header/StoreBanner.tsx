import { type Store, siteApiUrl } from '@owa/shared';
import { Box, Image } from '@owa/shared/design-kit';
import { BANNER_DESKTOP_MEDIA, storeBannerSources } from '@owa/shared/domain';

/** The banner picture: the mobile one on phones, the desktop one on wider screens (spec 1 §2.4). */
export function StoreBanner({ store }: { readonly store: Store }) {
  // The host's server preloads these very sources from the HTML (the page's largest paint).
  const { mobile, desktop } = storeBannerSources(store, siteApiUrl);
  return (
    <Box height={{ base: '140px', md: '220px' }} overflow="hidden" bg="orange.50">
      <picture>
        <source media={BANNER_DESKTOP_MEDIA} srcSet={desktop.srcSet ?? desktop.src} sizes="100vw" />
        <Image
          src={mobile.src}
          srcSet={mobile.srcSet}
          sizes="100vw"
          htmlWidth={800}
          htmlHeight={300}
          alt=""
          fetchPriority="high"
          w="100%"
          h="100%"
          objectFit="cover"
          data-testid="store-banner"
        />
      </picture>
    </Box>
  );
}
