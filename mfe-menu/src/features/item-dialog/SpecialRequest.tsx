import { Field, Textarea } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../lib/hooks';
import { specialRequestChanged } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';

/** The special-request text (hidden when the store sets disableSpecialRequestforItem). */
export function SpecialRequest({ value }: { readonly value: string }) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  return (
    <Field.Root>
      <Field.Label>{intl.formatMessage(m.specialRequest)}</Field.Label>
      <Textarea
        value={value}
        maxLength={250}
        rows={2}
        onChange={(event) => dispatch(specialRequestChanged(event.target.value))}
      />
      <Field.HelperText>{intl.formatMessage(m.specialRequestHint)}</Field.HelperText>
    </Field.Root>
  );
}
