import { Button, useStaticClasses } from '@owa/shared/design-kit';
import { formatCents } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { DIALOG_CLASSES } from './dialog-styles';
import { itemDialogMessages as m } from './messages';
import type { MainAction, useItemDialog } from './use-item-dialog';

const LABELS: Record<MainAction, (typeof m)[keyof typeof m]> = {
  addToCart: m.addToCart,
  saveCartItem: m.saveCartItem,
  selectItem: m.selectItem,
  next: m.next,
};

/** Spec 1 §2.6: Add to cart / Save cart item / Select item, with the live price of the whole line. */
export function MainButton({ model }: { readonly model: ReturnType<typeof useItemDialog> }) {
  const intl = useIntl();
  const classes = useStaticClasses(DIALOG_CLASSES);
  return (
    <Button
      colorPalette="brand"
      size="lg"
      w="full"
      // The recipe's hover makes the fill translucent, which lightens it below a readable contrast.
      _hover={{ bg: 'colorPalette.solid', filter: 'brightness(0.9)' }}
      onClick={() => model.press()}
      data-testid="item-dialog-main"
    >
      <span className={classes.mainLabel}>
        <span>{intl.formatMessage(LABELS[model.action])}</span>
        {model.price ? (
          <bdi data-testid="item-dialog-price">{formatCents(model.price.totalCents)}</bdi>
        ) : null}
      </span>
    </Button>
  );
}
