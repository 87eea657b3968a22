import { useChannel } from '@owa/shared';
import { Alert, Button, Stack, Text } from '@owa/shared/design-kit';
import { RadioGroup } from '@owa/shared/design-kit/dialogs';
import type { ServiceRequestType } from '@owa/shared/entities';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { CaptchaField } from '../../../../lib/CaptchaField';
import { selectStoreContext } from '../../order-context-slice';
import { useOrderContextSelector } from '../../state';
import { DineInDialogFrame } from '../DineInDialogFrame';
import { dineInMessages as m } from '../dine-in-messages';
import { type CallServerResult, sendServiceRequest } from './call-server';

function serviceName(service: ServiceRequestType, language: string): string {
  const list = service.nameTranslations?.translations ?? [];
  const found = list.find((t) => t.lang === language) ?? list.find((t) => t.lang === 'en');
  return found?.value ?? found?.name ?? service.code;
}

/** Call server (spec 3 §4): a service from the store's list, the captcha, then the request. */
export default function CallServerDialog() {
  const intl = useIntl();
  const session = useChannel('shell:session');
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const { tableId } = useOrderContextSelector((state) => selectStoreContext(state));
  const services = store?.serviceRequestList ?? [];
  const [code, setCode] = useState<string | null>(services[0]?.code ?? null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<CallServerResult | null>(null);
  const onCaptcha = useCallback((payload: string | null) => setCaptcha(payload), []);
  const send = async () => {
    if (!store || !tableId || !code || !captcha) return;
    setSending(true);
    setResult(
      await sendServiceRequest({
        storeId: String(store.storeId),
        tableNo: tableId,
        code,
        captcha,
        userId: session?.user?.id ?? null,
      }),
    );
    setSending(false);
    setGeneration((value) => value + 1);
  };
  return (
    <DineInDialogFrame
      title={intl.formatMessage(m.callServerTitle)}
      testId="call-server-dialog"
      footer={
        <Button
          colorPalette="brand"
          width="full"
          onClick={send}
          disabled={!code || !captcha}
          loading={sending}
        >
          {intl.formatMessage(m.callServerSend)}
        </Button>
      }
    >
      <Stack gap="4">
        {services.length === 0 && <Text>{intl.formatMessage(m.callServerNone)}</Text>}
        <RadioGroup.Root
          aria-label={intl.formatMessage(m.callServerChoose)}
          value={code}
          onValueChange={(change) => change.value && setCode(change.value)}
        >
          <Text fontWeight="semibold" mb="2">
            {intl.formatMessage(m.callServerChoose)}
          </Text>
          {services.map((service) => (
            <RadioGroup.Item key={service.code} value={service.code} py="2" display="flex" minH="11">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{serviceName(service, session?.language ?? 'en')}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <CaptchaField generation={generation} onChange={onCaptcha} />
        {result?.ok && <Text role="status">{intl.formatMessage(m.callServerSent)}</Text>}
        {result && !result.ok && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {intl.formatMessage(result.kind === 'captcha' ? m.callServerCaptchaTitle : m.callServerSent)}
              </Alert.Title>
              <Alert.Description>
                {result.kind === 'captcha'
                  ? `${intl.formatMessage(m.callServerCaptchaError)}. ${intl.formatMessage(m.callServerTryAgain)}`
                  : intl.formatMessage(m.callServerFailed, { error: result.message })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </DineInDialogFrame>
  );
}
