import { recipeStyle, type StaticSheet } from '@owa/shared/design-kit';

// The carousel's fixed looks, worked out once (useStaticClasses): the store page waits for this
// parcel before it shows, so its elements are plain ones rather than style props turned into CSS on
// every render (docs/performance.md).
export const CAROUSEL_CLASSES = {
  region: { py: '2', px: '4', maxW: '5xl', mx: 'auto' },
  points: { fontSize: 'sm', mb: '2', fontWeight: 'medium' },
  section: { mb: '3' },
  head: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '0.5rem',
    mb: '2',
  },
  title: recipeStyle('heading', { size: 'md' }),
  pager: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1' },
  pageButton: recipeStyle(
    'button',
    { size: 'xs', variant: 'outline' },
    { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  ),
  arrow: { _rtl: { transform: 'scaleX(-1)' } },
  pageText: { fontSize: 'xs' },
  grid: { display: 'grid', gap: '3', minH: '106px', listStyleType: 'none' },
} satisfies StaticSheet<string>;
