import { recipeStyle, type StaticSheet } from '@owa/shared/design-kit';

// The dialog's fixed looks, worked out once (useStaticClasses) rather than by style props on every
// render: React's render of the dialog was the largest part of its opening on a phone, much of it
// Chakra turning the same props into CSS again (docs/performance.md). The idle rehearsal reads them
// before the first press. The kit's parts (the dialog's slots, buttons, checkboxes) keep their props.
const COLUMN = { display: 'flex', flexDirection: 'column' } as const;
const MUTED = { color: 'fg.muted' } as const;

export const DIALOG_CLASSES = {
  titles: { ...COLUMN, flex: '1', minW: '0' },
  stepOf: { ...MUTED, fontSize: 'xs' },
  step: { ...COLUMN, gap: '4' },
  details: { ...COLUMN, gap: '1' },
  description: MUTED,
  small: { fontSize: 'sm' },
  smallStrong: { fontSize: 'sm', fontWeight: 'medium' },
  smallMuted: { ...MUTED, fontSize: 'sm' },
  tags: { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' },
  labelTag: recipeStyle('badge', { variant: 'outline' }, { colorPalette: 'green' }),
  plainTag: recipeStyle('badge', { variant: 'outline' }, { colorPalette: 'gray' }),
  choicesLoading: { ...COLUMN, gap: '3' },
  bottomGap: { h: '1' },
  disclaimerGap: { mt: '1' },
  calories: { ...MUTED, fontSize: 'sm', textAlign: 'end' },
  picture: {
    w: 'full',
    h: 'auto',
    maxH: '350px',
    objectFit: 'contain',
    borderRadius: 'md',
    bg: 'bg.muted',
  },
  mainLabel: { display: 'flex', justifyContent: 'space-between', w: 'full', gap: '3' },
  values: { ...COLUMN, gap: '2' },
  valueRow: { ...COLUMN, gap: '1' },
  legend: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', w: 'full' },
  panelTitle: { fontWeight: 'semibold' },
  errorBadge: recipeStyle('badge', {}, { colorPalette: 'red' }),
  successBadge: recipeStyle('badge', {}, { colorPalette: 'green' }),
  greyBadge: recipeStyle('badge', {}, { colorPalette: 'gray' }),
  value: { display: 'flex', justifyContent: 'space-between', gap: '2', w: 'full' },
  misfit: { display: 'block', fontSize: 'xs', color: 'fg.error' },
  valuePrice: MUTED,
  stepper: { display: 'flex', alignItems: 'center', gap: '2', w: 'full' },
  stepperLabel: { display: 'flex', flex: '1', minW: '0' },
  stepperCount: { minW: '6', textAlign: 'center', fontWeight: 'semibold' },
} satisfies StaticSheet<string>;
