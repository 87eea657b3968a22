import { Button, CloseButton, Spinner } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { OpeningPress } from './opening-press';
import { type StaticSheet, useStaticClasses } from './static-classes';

/**
 * Chakra's dialog recipe as the site's dialogs draw it, written out: that recipe comes with the
 * dialogs entry (dialog-recipes.ts), which is what the frame stands in for. Sizes: `sheet`, the item
 * and cart dialogs (full screen on phones, a column 450 px wide and as tall as the viewport from
 * `md`); `card`, the login dialog (centred). Headers: `inline`, the close button beside the title
 * (the item dialog); `corner`, Chakra's own (login, cart).
 */
const CONTENT = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  width: '100%',
  outline: '0',
  bg: 'bg.panel',
  boxShadow: 'lg',
  textStyle: 'sm',
} as const;
const BODY = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' } as const;

const FRAME_CLASSES = {
  positioner: {
    display: 'flex',
    position: 'fixed',
    insetInlineStart: '0',
    top: '0',
    width: '100dvw',
    height: '100dvh',
    justifyContent: 'center',
    alignItems: 'center',
    bg: 'blackAlpha.500',
    zIndex: 'popover',
    overscrollBehaviorY: 'none',
    // A drag on the frame does not scroll the page behind it.
    touchAction: 'none',
  },
  sheet: { ...CONTENT, maxW: { base: '100dvw', md: '450px' }, minH: '100dvh' },
  card: { ...CONTENT, maxW: { base: 'calc(100vw - 2rem)', md: 'md' }, borderRadius: 'l3' },
  inlineHeader: { display: 'flex', gap: '2', alignItems: 'center', px: '6', py: '3' },
  cornerHeader: { display: 'flex', px: '6', pt: '6', pb: '4' },
  title: { flex: '1', minW: '0', fontSize: 'lg', fontWeight: 'semibold', margin: '0' },
  cornerClose: { position: 'absolute', top: '2', insetEnd: '2' },
  inlineBody: { ...BODY, px: '4', py: '8' },
  cornerBody: { ...BODY, px: '6', pt: '2', pb: '6' },
  waiting: { display: 'flex', alignItems: 'center', gap: '2' },
} satisfies StaticSheet<string>;

export interface OpeningFrameProps {
  /** The dialog's title, as the dialog itself will show it. */
  readonly title: string;
  readonly closeLabel: string;
  readonly waitingLabel: string;
  /** The diner closed the frame (its button, Escape, or a press outside it). */
  readonly onClose: () => void;
  /** Set when the dialog's code could not come: its message and a retry replace the spinner. */
  readonly failure?: { readonly message: string; readonly retryLabel: string; readonly onRetry: () => void };
  readonly testId?: string;
  readonly size?: 'sheet' | 'card';
  readonly header?: 'inline' | 'corner';
}

/** Tab and Shift+Tab stay among the frame's own controls, as in the modal it stands for. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
  if (!leaving && controls.some((control) => control === document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * A dialog's frame, drawn from the first-paint kit while the dialog's own code is on its way (a
 * first tap as the page shows, on a slow link): the press gets a modal in its next frame, titled,
 * with a spinner where the content will be, that the diner can close. The dialog takes its place
 * when its code has come; its own focus handling starts then. Rendered into <body>, like the
 * dialogs' portals.
 */
export function OpeningFrame({
  title,
  closeLabel,
  waitingLabel,
  onClose,
  failure,
  testId,
  size = 'sheet',
  header = 'inline',
}: OpeningFrameProps) {
  const classes = useStaticClasses(FRAME_CLASSES);
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const failed = failure !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening, and when a retry takes away the button that had the focus.
  useEffect(() => close.current?.focus({ preventScroll: true }), [failed]);
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a press beside the dialog closes it, as Chakra's does; the keys come from the dialog inside, which holds the focus.
    <div
      className={classes.positioner}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'Tab') keepFocusInside(event);
      }}
    >
      <section
        className={classes[size]}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={failed ? undefined : true}
        data-testid={testId}
      >
        <header className={header === 'inline' ? classes.inlineHeader : classes.cornerHeader}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <CloseButton
            ref={close}
            size="sm"
            aria-label={closeLabel}
            onClick={onClose}
            className={header === 'corner' ? classes.cornerClose : undefined}
          />
        </header>
        <div className={header === 'inline' ? classes.inlineBody : classes.cornerBody}>
          {failure ? (
            <>
              <p role="alert">{failure.message}</p>
              <Button colorPalette="brand" onClick={failure.onRetry}>
                {failure.retryLabel}
              </Button>
            </>
          ) : (
            <div className={classes.waiting} role="status">
              <Spinner size="sm" />
              <span>{waitingLabel}</span>
            </div>
          )}
        </div>
      </section>
    </div>,
    document.body,
  );
}

export interface OpeningPressFrameProps {
  /** The press whose dialog is coming (createOpeningPress). */
  readonly press: Pick<OpeningPress<never>, 'useOpening' | 'closed' | 'retried'>;
  /** Loads the dialog's code again, after it could not come. */
  readonly reload: () => void;
  readonly labels: {
    readonly close: string;
    readonly waiting: string;
    readonly failed: string;
    readonly retry: string;
  };
  readonly testId?: string;
  readonly size?: 'sheet' | 'card';
  readonly header?: 'inline' | 'corner';
}

/** The frame of the dialog a press is opening, while it is (nothing otherwise). */
export function OpeningPressFrame({ press, reload, labels, ...frame }: OpeningPressFrameProps) {
  const opening = press.useOpening();
  if (!opening) return null;
  const retry = () => {
    press.retried();
    reload();
  };
  return (
    <OpeningFrame
      title={opening.title}
      closeLabel={labels.close}
      waitingLabel={labels.waiting}
      onClose={press.closed}
      failure={
        opening.failed ? { message: labels.failed, retryLabel: labels.retry, onRetry: retry } : undefined
      }
      {...frame}
    />
  );
}
