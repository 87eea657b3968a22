import { siteApiUrl } from '@owa/shared';
import { type StaticSheet, useStaticClasses } from '@owa/shared/design-kit';
import { useState } from 'react';
import { FALLBACK_ITEM_PICTURE, imageSources } from '../../domain/image-sources';

interface ItemPictureProps {
  readonly url: string | null;
  readonly mode: 'CARD' | 'LIST';
  /** Cards near the top load at once; the rest when scrolled near (no layout shift either way). */
  readonly eager: boolean;
}

const FRAME = { flexShrink: 0, overflow: 'hidden', bg: 'orange.50' } as const;
/** Worked out once, not per card render (card-styles.ts says why). */
const PICTURE_CLASSES = {
  cardFrame: { ...FRAME, width: '100%', aspectRatio: { base: '16 / 9', md: '4 / 3' } },
  listFrame: { ...FRAME, borderRadius: 'md', width: '96px', aspectRatio: '4 / 3' },
  picture: { width: '100%', height: '100%', objectFit: 'cover' },
} satisfies StaticSheet<string>;

const CARD_SIZES = '(min-width: 1024px) 320px, (min-width: 768px) 50vw, 100vw';

/**
 * The dish's picture (spec 1 §2.5, §8): in CARD view a failed picture gives way to the fallback food
 * picture; in LIST view it is hidden. Width and height are set so nothing moves when it arrives.
 */
export function ItemPicture({ url, mode, eager }: ItemPictureProps) {
  const [failed, setFailed] = useState(false);
  const classes = useStaticClasses(PICTURE_CLASSES);
  if (mode === 'LIST' && (failed || !url)) return null;
  const chosen = failed || !url ? FALLBACK_ITEM_PICTURE : url;
  const sources = imageSources(siteApiUrl(chosen));
  const list = mode === 'LIST';
  return (
    <div className={list ? classes.listFrame : classes.cardFrame}>
      <img
        key={chosen}
        className={classes.picture}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={list ? '96px' : CARD_SIZES}
        width={list ? 96 : 320}
        height={list ? 72 : 240}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-testid="item-picture"
        data-fallback={failed || !url ? 'true' : undefined}
        onError={() => setFailed(true)}
      />
    </div>
  );
}
