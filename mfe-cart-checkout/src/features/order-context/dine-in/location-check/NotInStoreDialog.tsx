import { Button, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { useOrderContextDispatch } from '../../state';
import { DineInDialogFrame } from '../DineInDialogFrame';
import { dineInMessages as m } from '../dine-in-messages';
import { dineInActions } from '../dine-in-slice';

/** Outside the dine-in radius (spec 3 §4): dine-in is not available; pickup or delivery are. */
export default function NotInStoreDialog() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const close = () => dispatch(dineInActions.dialogClosed());
  return (
    <DineInDialogFrame
      title={intl.formatMessage(m.locationNotInStore)}
      testId="not-in-store-dialog"
      footer={
        <Button colorPalette="brand" onClick={close}>
          {intl.formatMessage(m.locationOk)}
        </Button>
      }
    >
      <Text>{intl.formatMessage(m.locationNotInStoreBody)}</Text>
    </DineInDialogFrame>
  );
}
