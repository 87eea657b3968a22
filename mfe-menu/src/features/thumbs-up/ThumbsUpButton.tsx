import { recipeStyle, type StaticSheet, useStaticClasses } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { useMenuDispatch, useMenuSelector } from '../../lib/hooks';
import { thumbsUpMessages } from './messages';
import { thumbsUpPressed, type WithThumbsUp } from './thumbs-up-slice';

export interface ThumbsUpButtonProps {
  readonly storeId: string;
  readonly groupId: string;
  readonly menuCode: string;
  readonly itemCode: string;
  readonly itemName: string;
  /** The menu's count (item.thumbup); a newer count from the server wins. */
  readonly count: number;
}

/** Its two looks, worked out once: a card's likes render by the hundred (item-card/card-styles.ts). */
const THUMBS_UP_CLASSES = {
  liked: recipeStyle('button', { size: 'xs', variant: 'subtle' }, { colorPalette: 'brand' }),
  notLiked: recipeStyle('button', { size: 'xs', variant: 'ghost' }, { colorPalette: 'gray' }),
  icon: { width: '4', height: '4' },
} satisfies StaticSheet<string>;

/** Spec 1 §2.5, §4.8: the item's likes, and this diner's toggle. */
export function ThumbsUpButton({
  storeId,
  groupId,
  menuCode,
  itemCode,
  itemName,
  count,
}: ThumbsUpButtonProps) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const likes = useMenuSelector((state: WithThumbsUp) => state.thumbsUp.counts[itemCode] ?? count);
  const liked = useMenuSelector((state: WithThumbsUp) => state.thumbsUp.liked[itemCode] === true);
  const busy = useMenuSelector((state: WithThumbsUp) => state.thumbsUp.busy[itemCode] === true);
  const classes = useStaticClasses(THUMBS_UP_CLASSES);
  return (
    <button
      type="button"
      className={liked ? classes.liked : classes.notLiked}
      aria-pressed={liked}
      aria-label={intl.formatMessage(thumbsUpMessages.like, { name: itemName, count: likes })}
      // Not `disabled` while its like is sent: a disabled button loses the keyboard's focus, which
      // fell to the page's start after each like. It ignores presses until the answer instead.
      aria-disabled={busy || undefined}
      data-testid="thumbs-up"
      onClick={(event) => {
        // The button sits on a clickable card: a like must not also open the item.
        event.stopPropagation();
        if (!busy) dispatch(thumbsUpPressed({ storeId, groupId, menuCode, itemCode }));
      }}
    >
      <svg
        viewBox="0 0 24 24"
        className={classes.icon}
        aria-hidden="true"
        fill={liked ? 'currentColor' : 'none'}
      >
        <path
          d="M7 10v11H3V10h4Zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14V5.5A2.5 2.5 0 0 0 11.5 3L9 10v11Z"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{intl.formatNumber(likes)}</span>
    </button>
  );
}
