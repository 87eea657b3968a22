import { recipeStyle, type StaticSheet } from '@owa/shared/design-kit';

/**
 * The menu's frame: the sticky bar, the categories' container and each category section. They
 * render again on every search keystroke, filter press and slice of cards the lazy rendering adds,
 * so their looks are worked out once rather than from style props each time (docs/performance.md).
 */
export const BROWSE_CLASSES = {
  bar: { position: 'sticky', top: '0', zIndex: 'sticky', bg: 'bg', borderBottomWidth: '1px' },
  barInner: recipeStyle('container', {}, { maxW: '6xl', py: '2' }),
  barRow: {
    display: 'flex',
    gap: '2',
    alignItems: 'stretch',
    flexDirection: { base: 'column', md: 'row' },
  },
  barTools: { display: 'flex', gap: '2', flex: { md: '0 0 auto' } },
  categories: recipeStyle('container', {}, { maxW: '6xl', py: '4' }),
  section: { mb: '8', scrollMarginTop: '120px' },
  sectionTitle: recipeStyle('heading', { size: 'xl' }, { mb: '1' }),
  sectionText: { color: 'fg.muted', mb: '3', fontSize: 'sm' },
  cardGrid: {
    display: 'grid',
    gap: '4',
    mt: '3',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
  },
  listGrid: {
    display: 'grid',
    gap: '4',
    mt: '3',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' },
  },
} satisfies StaticSheet<string>;
