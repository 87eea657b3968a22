import { recipeStyle, type StaticSheet } from '@owa/shared/design-kit';

// A loyalty card's fixed looks, worked out once (useStaticClasses) rather than by style props on
// every render: the store page's promotions carousel draws its cards while the page waits to show
// (docs/performance.md). Each frame is whole: two classes that set one property would depend on the
// order their rules entered the sheet.
const FRAME = {
  textAlign: 'start',
  p: '3',
  borderWidth: '1px',
  borderRadius: 'md',
  borderColor: 'brand.solid',
  bg: 'bg',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
  '&:is(button)': { cursor: 'pointer' },
} as const;
const CAROUSEL = { w: 'full', maxW: '284px', minH: '106px' } as const;
const HISTORY = { opacity: 0.85 } as const;
const MUTED = { borderColor: 'border' } as const;

export const CARD_CLASSES = {
  carousel: { ...FRAME, ...CAROUSEL },
  carouselMuted: { ...FRAME, ...CAROUSEL, ...MUTED },
  detail: FRAME,
  detailMuted: { ...FRAME, ...MUTED },
  history: { ...FRAME, ...HISTORY },
  historyMuted: { ...FRAME, ...HISTORY, ...MUTED },
  body: { display: 'flex', flexDirection: 'column', gap: '1' },
  top: {
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'start',
    gap: '2',
  },
  title: { display: 'block', fontWeight: 'semibold', lineClamp: 2 },
  badge: recipeStyle('badge', { variant: 'solid' }, { colorPalette: 'gray', flexShrink: 0 }),
  headline: { display: 'block', fontSize: 'sm', fontWeight: 'medium', color: 'fg' },
  line: { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  notice: { display: 'block', fontSize: 'xs', color: 'red.700' },
  progress: { display: 'block', h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
  progressBar: { display: 'block', h: 'full', bg: 'brand.solid' },
} satisfies StaticSheet<string>;
