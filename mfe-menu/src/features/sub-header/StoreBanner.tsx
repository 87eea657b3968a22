import { type Store, siteApiUrl } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { BANNER_DESKTOP_MEDIA, storeBannerSources } from '@owa/shared/domain';
import { SUB_HEADER_CLASSES } from './sub-header-styles';

/** The banner picture: the mobile one on phones, the desktop one on wider screens (spec 1 §2.4). */
export function StoreBanner({ store }: { readonly store: Store }) {
  const classes = useStaticClasses(SUB_HEADER_CLASSES);
  // The host's server preloads these very sources from the HTML (the page's largest paint).
  const { mobile, desktop } = storeBannerSources(store, siteApiUrl);
  return (
    <div className={classes.banner}>
      <picture>
        <source media={BANNER_DESKTOP_MEDIA} srcSet={desktop.srcSet ?? desktop.src} sizes="100vw" />
        <img
          src={mobile.src}
          srcSet={mobile.srcSet}
          sizes="100vw"
          width={800}
          height={300}
          alt=""
          fetchPriority="high"
          className={classes.bannerImage}
          data-testid="store-banner"
        />
      </picture>
    </div>
  );
}
