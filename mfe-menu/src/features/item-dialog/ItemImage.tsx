import { type MenuItem, siteApiUrl } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { useState } from 'react';
import { imageSources, itemImageUrl } from '../../domain/image-sources';
import { DIALOG_CLASSES } from './dialog-styles';

/** The dish's picture; hidden when it fails to load (spec 1 §8), at most 350 px tall (§9). */
export function ItemImage({ item }: { readonly item: MenuItem }) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = useStaticClasses(DIALOG_CLASSES);
  const url = itemImageUrl(item);
  if (!url || failed === url) return null;
  const sources = imageSources(siteApiUrl(url));
  return (
    <img
      className={classes.picture}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes="(max-width: 480px) 100vw, 450px"
      alt=""
      width={640}
      height={640}
      onError={() => setFailed(url)}
    />
  );
}
