import { recipeStyle, type StaticSheet } from '@owa/shared/design-kit';

// A card's fixed looks, worked out once (useStaticClasses) rather than by style props on every
// render of every card: mounting cards is most of what a search keystroke or a dietary filter press
// costs on a phone (docs/performance.md). Each variant is whole: two classes that set the same
// property would depend on their rules' order.
const ARTICLE = {
  position: 'relative',
  display: 'flex',
  borderWidth: '1px',
  borderColor: 'border',
  outlineColor: 'brand.solid',
  borderRadius: 'lg',
  overflow: 'hidden',
  bg: 'bg',
  minW: '0',
} as const;
const HOVER = { _hover: { borderColor: 'border.emphasized' } } as const;
const HIGHLIGHTED = { borderColor: 'brand.solid', outline: '3px solid' } as const;
const CARD = { flexDirection: 'column', gap: '0', p: '0' } as const;
const LIST = { flexDirection: 'row-reverse', gap: '3', p: '3', minH: '160px' } as const;
const BODY = { display: 'flex', flexDirection: 'column', flex: '1', minW: '0', gap: '1' } as const;
const MUTED = { color: 'fg.muted' } as const;

export const CARD_CLASSES = {
  card: { ...ARTICLE, ...CARD, ...HOVER },
  cardHighlighted: { ...ARTICLE, ...CARD, ...HIGHLIGHTED },
  list: { ...ARTICLE, ...LIST, ...HOVER },
  listHighlighted: { ...ARTICLE, ...LIST, ...HIGHLIGHTED },
  cardBody: { ...BODY, p: '3' },
  listBody: { ...BODY, p: '0' },
  description: { ...MUTED, fontSize: 'sm', lineClamp: 2 },
  limit: { ...MUTED, fontSize: 'xs' },
  footer: {
    display: 'flex',
    mt: 'auto',
    pt: '1',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    flexWrap: 'wrap',
  },
  price: { fontWeight: 'semibold' },
  calories: { ...MUTED, fontSize: 'sm' },
  spacer: { flex: '1' },
  // Above the opener's stretched box: these keep their own presses.
  actions: { display: 'flex', position: 'relative', zIndex: '1', alignItems: 'center', gap: '2' },
  unavailable: { ...MUTED, fontSize: 'sm', fontWeight: 'medium' },
  add: recipeStyle('button', { size: 'sm' }, { colorPalette: 'brand', flexShrink: 0 }),
  labels: { display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap', mt: '1' },
  label: recipeStyle('badge', { size: 'sm', variant: 'subtle' }, { colorPalette: 'green', gap: '1' }),
  spicyLabel: recipeStyle('badge', { size: 'sm', variant: 'subtle' }, { colorPalette: 'red', gap: '1' }),
  labelIcon: { width: '3', height: '3' },
  heading: recipeStyle('heading', { size: 'sm' }),
  opener: {
    textAlign: 'start',
    cursor: 'pointer',
    color: 'inherit',
    font: 'inherit',
    borderRadius: 'sm',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'lg' },
    '&:focus-visible': { outline: 'none' },
    // The focus ring goes round the whole card, the box the button stands for.
    '&:focus-visible::after': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
} satisfies StaticSheet<string>;
