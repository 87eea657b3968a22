import { recipeStyle, type StaticSheet, visuallyHiddenStyle } from '@owa/shared/design-kit';

// The sub-header's fixed looks, worked out once (useStaticClasses): it renders in the store page's
// first commit, with the first cards, so its elements are plain ones rather than style props turned
// into CSS on each render (docs/performance.md).
export const SUB_HEADER_CLASSES = {
  container: recipeStyle('container', {}, { maxW: '6xl', pt: '4' }),
  row: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: '3',
    justifyContent: 'space-between',
  },
  details: { minW: '0' },
  name: recipeStyle('heading', { size: '2xl' }),
  selector: { flexShrink: 0 },
  banner: { height: { base: '140px', md: '220px' }, overflow: 'hidden', bg: 'orange.50' },
  bannerImage: { objectFit: 'cover', w: '100%', h: '100%' },
  contact: {
    display: 'flex',
    gap: { base: '1', md: '4' },
    flexDirection: { base: 'column', sm: 'row' },
    mt: '1',
    fontSize: 'sm',
  },
  link: recipeStyle('link', {}, { color: 'fg', textDecoration: 'underline' }),
  phoneOnly: { hideFrom: 'md' },
  wideOnly: { hideBelow: 'md' },
  hidden: visuallyHiddenStyle,
} satisfies StaticSheet<string>;

const NOTICE_TEXT = { flex: '1', fontSize: 'sm', '& a': { textDecoration: 'underline' } } as const;

export const NOTICE_CLASSES = {
  container: recipeStyle(
    'container',
    {},
    { maxW: '6xl', py: '2', display: 'flex', gap: '2', alignItems: 'flex-start' },
  ),
  text: { ...NOTICE_TEXT, lineClamp: 2 },
  textExpanded: NOTICE_TEXT,
  toggle: recipeStyle(
    'button',
    { size: 'xs', variant: 'outline' },
    { color: 'inherit', borderColor: 'currentColor', flexShrink: 0 },
  ),
} satisfies StaticSheet<string>;
