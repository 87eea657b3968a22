import { Badge, Box, Flex, Skeleton, Stack, Text } from '@owa/shared/design-kit';
import { isUnlimited, relationsOf, visibleOptions } from '@owa/shared/domain';
import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { cardLabels } from '../../domain/dietary/labels';
import { LABEL_NAMES } from '../dietary-filter';
import { ThumbsUpButton } from '../thumbs-up';
import { ComboRelation } from './ComboRelation';
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
  const { dialog, current } = model;
  const target = current?.target;
  if (!target || !dialog.item || !dialog.working || !dialog.request) return null;
  const first = current.step.kind === 'item';
  const limit = target.maxCardinality;
  return (
    <Stack gap="4">
      <ItemImage item={target} />
      <Stack gap="1">
        {target.description ? <Text color="fg.muted">{target.description}</Text> : null}
        {target.preparationTimeInMinutes ? (
          <Text fontSize="sm">
            {intl.formatMessage(m.preparationTime, { minutes: target.preparationTimeInMinutes })}
          </Text>
        ) : null}
        {first && !isUnlimited(limit) ? (
          <Text fontSize="sm" fontWeight="medium">
            {intl.formatMessage(m.orderLimit, { limit })}
          </Text>
        ) : null}
        <Flex gap="2" wrap="wrap" align="center">
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
            <Badge key={label} variant="outline" colorPalette="green">
              {intl.formatMessage(LABEL_NAMES[label])}
            </Badge>
          ))}
          {(target.tags ?? []).filter(isPlainTag).map((tag) => (
            <Badge key={tag} variant="outline" colorPalette="gray">
              {tag.replaceAll('_', ' ')}
            </Badge>
          ))}
        </Flex>
        <ItemAllergens model={model} />
      </Stack>
      {choicesShown ? <ItemChoices model={model} /> : <ChoicesSkeleton />}
      <Box h="1" />
    </Stack>
  );
}

function ChoicesSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" data-testid="item-choices-loading">
      <Skeleton height="6" width="40%" />
      <Skeleton height="12" />
      <Skeleton height="12" />
    </Stack>
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
