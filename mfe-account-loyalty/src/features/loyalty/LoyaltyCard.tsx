import { useStaticClasses } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { CARD_CLASSES } from './card-styles';

export type CardVariant = 'carousel' | 'detail' | 'history';

interface LoyaltyCardProps {
  readonly title: string;
  readonly variant: CardVariant;
  /** The main figure: points, discount, stamps. */
  readonly headline?: string | undefined;
  readonly lines?: readonly (string | null | undefined)[];
  /** A rule or refusal message shown on the card. */
  readonly notice?: string | undefined;
  readonly badge?: string | undefined;
  readonly muted?: boolean;
  readonly children?: ReactNode;
  /** Carousel cards open their dialog; detail and history cards are read in place. */
  readonly onOpen?: () => void;
}

/** The frame shared by reward, coupon and punch-card cards (spec 3 §2): 284x106 in the carousel. */
export function LoyaltyCard({
  title,
  variant,
  headline,
  lines,
  notice,
  badge,
  muted = false,
  children,
  onOpen,
}: LoyaltyCardProps) {
  const classes = useStaticClasses(CARD_CLASSES);
  const body = (
    <span className={classes.body}>
      <span className={classes.top}>
        <span className={classes.title}>{title}</span>
        {badge ? <span className={classes.badge}>{badge}</span> : null}
      </span>
      {headline ? <span className={classes.headline}>{headline}</span> : null}
      {(lines ?? [])
        .filter((line) => line && line !== title)
        .map((line) => (
          <span key={line} className={classes.line}>
            {line}
          </span>
        ))}
      {notice ? <span className={classes.notice}>{notice}</span> : null}
      {children}
    </span>
  );
  const frame = muted ? classes[`${variant}Muted` as const] : classes[variant];
  if (variant === 'carousel' && onOpen !== undefined) {
    return (
      <button type="button" className={frame} onClick={onOpen}>
        {body}
      </button>
    );
  }
  return <article className={frame}>{body}</article>;
}
