import { type Store, siteApiUrl } from '@owa/shared';
import { Box, Image } from '@owa/shared/design-kit';
import { imageSources } from '../../domain/image-sources';
import { bannerPictures, DEFAULT_BANNER_PICTURE } from '../../domain/store-display';

/** The banner picture: the mobile one on phones, the desktop one on wider screens (spec 1 §2.4). */
export function StoreBanner({ store }: { readonly store: Store }) {
  const pictures = bannerPictures(store);
  const mobile = imageSources(siteApiUrl(pictures.mobile ?? DEFAULT_BANNER_PICTURE), 'banner');
  const desktop = imageSources(siteApiUrl(pictures.desktop ?? DEFAULT_BANNER_PICTURE), 'banner');
  return (
    <Box height={{ base: '140px', md: '220px' }} overflow="hidden" bg="orange.50">
      <picture>
        <source media="(min-width: 769px)" srcSet={desktop.srcSet ?? desktop.src} sizes="100vw" />
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
