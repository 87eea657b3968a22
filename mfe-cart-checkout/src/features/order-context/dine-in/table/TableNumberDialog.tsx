import { bus } from '@owa/shared';
import { Button, Stack } from '@owa/shared/design-kit';
import { Field, Input } from '@owa/shared/design-kit/dialogs';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchTable } from '../../../../domain/table';
import { orderContextActions } from '../../order-context-slice';
import { useOrderContextDispatch, useOrderContextSelector } from '../../state';
import { DineInDialogFrame } from '../DineInDialogFrame';
import { dineInMessages as m } from '../dine-in-messages';
import { dineInActions } from '../dine-in-slice';

/** Table entry by hand (spec 1 §5): matched case-insensitively on the displayed or the table number. */
export default function TableNumberDialog() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = matchTable(value, store?.sections);
    if (!match.ok)
      return setError(intl.formatMessage(match.reason === 'empty' ? m.tableEmpty : m.tableInvalid));
    if (!store) return;
    const storeId = String(store.storeId);
    const display = match.table.displayTableNo ?? String(match.table.tableNo);
    dispatch(
      orderContextActions.tableSet({
        storeId,
        tableId: String(match.table.tableNo),
        displayNumber: display,
        at: Date.now(),
        viaQr: false,
      }),
    );
    dispatch(orderContextActions.tableMenusAssigned({ storeId, menuCodes: null }));
    dispatch(dineInActions.dialogClosed());
    bus.emit('shell:snack', {
      message: intl.formatMessage(m.tableSet, { table: display }),
      status: 'success',
    });
  };
  return (
    <DineInDialogFrame title={intl.formatMessage(m.tableTitle)} testId="table-number-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={error !== null}>
            <Field.Label>{intl.formatMessage(m.tableLabel)}</Field.Label>
            <Input
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              autoComplete="off"
              autoFocus
            />
            <Field.ErrorText color="red.700">{error}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" width="full">
            {intl.formatMessage(m.tableSubmit)}
          </Button>
        </Stack>
      </form>
    </DineInDialogFrame>
  );
}
