import { Skeleton, useStaticClasses } from '@owa/shared/design-kit';
import { isUnlimited, relationsOf, visibleOptions } from '@owa/shared/domain';
import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { cardLabels } from '../../domain/dietary/labels';
import { LABEL_NAMES } from '../dietary-filter';
import { ThumbsUpButton } from '../thumbs-up';
import { ComboRelation } from './ComboRelation';
import { DIALOG_CLASSES } from './dialog-styles';
import { ItemImage } from './ItemImage';
import { ItemAllergens } from './ItemNutrition';
import { itemDialogMessages as m } from './messages';
import { OptionGroup } from './OptionGroup';
import { QuantityStepper } from './QuantityStepper';
import { SpecialRequest } from './SpecialRequest';
import type { ItemDialogModel } from './use-item-dialog';

/** Tags that are not dietary labels (those show as the card's labels), in their own words. */
const isPlainTag = (tag: string) =>
  !['GLUTEN_FREE', 'GLUTEN_FRIENDLY', 'VEGAN', 'VEGETARIAN', 'HALAL', 'SPICY'].includes(tag);

/** The step on screen: the item's details, options and slots (step 1), or a combo item's options. */
export function ItemStep({ model }: { readonly model: ItemDialogModel }) {
  const intl = useIntl();
  // The dialog answers the press with the item and its Add button; its choices follow in a render
  // of their own, which a tap may interrupt: at once they took the opening past half a second on
  // a phone (issue 18).
  const choicesShown = useDeferredValue(true, false);
  const classes = useStaticClasses(DIALOG_CLASSES);
  const { dialog, current } = model;
  const target = current?.target;
  if (!target || !dialog.item || !dialog.working || !dialog.request) return null;
  const first = current.step.kind === 'item';
  const limit = target.maxCardinality;
  return (
    <div className={classes.step}>
      <ItemImage item={target} />
      <div className={classes.details}>
        {target.description ? <p className={classes.description}>{target.description}</p> : null}
        {target.preparationTimeInMinutes ? (
          <p className={classes.small}>
            {intl.formatMessage(m.preparationTime, { minutes: target.preparationTimeInMinutes })}
          </p>
        ) : null}
        {first && !isUnlimited(limit) ? (
          <p className={classes.smallStrong}>{intl.formatMessage(m.orderLimit, { limit })}</p>
        ) : null}
        <div className={classes.tags}>
          {first && dialog.groupId && dialog.menuCode ? (
            <ThumbsUpButton
              storeId={dialog.request.storeId}
              groupId={dialog.groupId}
              menuCode={dialog.menuCode}
              itemCode={target.code}
              itemName={target.name}
              count={target.thumbup ?? 0}
            />
          ) : null}
          {cardLabels(target).map((label) => (
            <span key={label} className={classes.labelTag}>
              {intl.formatMessage(LABEL_NAMES[label])}
            </span>
          ))}
          {(target.tags ?? []).filter(isPlainTag).map((tag) => (
            <span key={tag} className={classes.plainTag}>
              {tag.replaceAll('_', ' ')}
            </span>
          ))}
        </div>
        <ItemAllergens model={model} />
      </div>
      {choicesShown ? <ItemChoices model={model} /> : <ChoicesSkeleton />}
      <div className={classes.bottomGap} />
    </div>
  );
}

function ChoicesSkeleton() {
  const classes = useStaticClasses(DIALOG_CLASSES);
  return (
    <div className={classes.choicesLoading} aria-busy="true" data-testid="item-choices-loading">
      <Skeleton height="6" width="40%" />
      <Skeleton height="12" />
      <Skeleton height="12" />
    </div>
  );
}

/** The step's options, combo relations, special request and quantity. */
function ItemChoices({ model }: { readonly model: ItemDialogModel }) {
  const { dialog, current, selection } = model;
  const target = current?.target;
  if (!target || !dialog.working) return null;
  const first = current.step.kind === 'item';
  return (
    <>
      {visibleOptions(target.options, selection).map((option) => (
        <OptionGroup key={option.code} option={option} selection={selection} filter={model.filter} />
      ))}
      {first
        ? relationsOf(target).map((relation) => (
            <ComboRelation key={relation.code} relation={relation} model={model} />
          ))
        : null}
      {first && !dialog.specialRequestDisabled ? (
        <SpecialRequest value={dialog.working.specialRequest} />
      ) : null}
      {first ? (
        <QuantityStepper item={target} quantity={dialog.working.quantity} inCartCount={model.inCartCount} />
      ) : null}
    </>
  );
}
