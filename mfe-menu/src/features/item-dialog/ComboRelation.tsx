import type { MenuItem, Relation } from '@owa/shared';
import { Stack } from '@owa/shared/design-kit';
import { isRelationSatisfied, relationQuantity, slotItem, slotItemCodes } from '@owa/shared/domain';
import { useMenuDispatch } from '../../lib/hooks';
import { ComboChoice, ComboItemText } from './ComboChoice';
import { comboItemToggled } from './item-dialog-slice';
import { OneOfGroup } from './OneOfGroup';
import { relationPanelId } from './option-labels';
import { Panel } from './Panel';
import type { useItemDialog } from './use-item-dialog';

interface ComboRelationProps {
  readonly relation: Relation;
  readonly model: ReturnType<typeof useItemDialog>;
}

/** A combo slot (spec 1 §4.6): one-of slots as radios (choosing replaces), others toggle or step. */
export function ComboRelation({ relation, model }: ComboRelationProps) {
  const dispatch = useMenuDispatch();
  const relations = model.dialog.working?.relations ?? {};
  const min = Math.max(0, relation.minCardinality ?? 0);
  const max = relation.maxCardinality ?? -1;
  const satisfied = isRelationSatisfied(relation, relationQuantity(relations, relation.code));
  const chosen = (relations[relation.code] ?? []).map((choice) => choice.code);
  // Issue 22: items with no configuration that fits the diner's dietary filters are not offered.
  const items = slotItemCodes(relation)
    .map((code) => slotItem(relation, code, model.findItem))
    .filter((item): item is MenuItem => item !== undefined)
    .filter((item) => model.filter.itemFits(item) || chosen.includes(item.code));
  return (
    <Panel
      id={relationPanelId(relation.code)}
      title={relation.name ?? relation.code}
      status={min === 0 ? 'grey' : satisfied ? 'success' : 'error'}
      min={min}
      max={max}
    >
      {(legendId) =>
        max === 1 && min >= 1 ? (
          <OneOfGroup
            labelledBy={legendId}
            value={relations[relation.code]?.[0]?.code ?? null}
            choices={items.map((item) => ({
              code: item.code,
              disabled: item.outOfStock === true,
              label: <ComboItemText item={item} />,
            }))}
            onChoose={(itemCode) => dispatch(comboItemToggled({ relationCode: relation.code, itemCode }))}
          />
        ) : (
          <Stack gap="2">
            {items.map((item) => (
              <ComboChoice key={item.code} relation={relation} relations={relations} item={item} />
            ))}
          </Stack>
        )
      }
    </Panel>
  );
}
