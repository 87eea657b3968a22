import { Alert, Box, Button, Spinner, Stack, Text, VisuallyHidden } from '@owa/shared/design-kit';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOrderContextDispatch } from '../../state';
import { DineInDialogFrame } from '../DineInDialogFrame';
import { dineInMessages as m } from '../dine-in-messages';
import { dineInActions } from '../dine-in-slice';
import type { CameraErrorCode } from './camera-errors';
import { decodePhoto } from './decode';
import { PhotoInput } from './PhotoInput';
import { useCameraScan } from './use-camera-scan';
import { useTableQr } from './use-table-qr';

const CAMERA_MESSAGES: Record<CameraErrorCode, (typeof m)[keyof typeof m]> = {
  notAllowed: m.qrNotAllowed,
  notFound: m.qrNotFound,
  notSupported: m.qrNotSupported,
  notReadable: m.qrNotReadable,
  overConstrained: m.qrOverConstrained,
  streamApiNotSupported: m.qrStreamApiNotSupported,
};

/** The table QR scanner (spec 1 §5): camera with jsqr, a photo where there is no camera. */
export default function QrScannerDialog() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const video = useRef<HTMLVideoElement | null>(null);
  const [generation, setGeneration] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useTableQr();
  const onText = (text: string) => {
    if (accept(text)) return true;
    setProblem(intl.formatMessage(m.qrInvalid));
    setGeneration((value) => value + 1);
    return true;
  };
  const { state, decoder } = useCameraScan(video, onText, generation);
  const onPhoto = async (file: File) => {
    setProblem(null);
    const text = await decodePhoto(file, await decoder).catch(() => null);
    if (text === null) return setProblem(intl.formatMessage(m.qrNoCode));
    if (!accept(text)) setProblem(intl.formatMessage(m.qrInvalid));
  };
  const failed = typeof state === 'object';
  return (
    <DineInDialogFrame title={intl.formatMessage(m.qrTitle)} testId="qr-scanner-dialog">
      <Stack gap="4">
        {!failed && (
          <Box position="relative" bg="black" borderRadius="md" overflow="hidden" aspectRatio={1}>
            <video
              ref={video}
              muted
              playsInline
              aria-label={intl.formatMessage(m.qrVideo)}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            {state === 'starting' && (
              <Stack position="absolute" inset="0" align="center" justify="center" role="status">
                <Spinner size="lg" color="white" />
                <VisuallyHidden>{intl.formatMessage(m.qrStarting)}</VisuallyHidden>
              </Stack>
            )}
          </Box>
        )}
        {failed && <Text role="alert">{intl.formatMessage(CAMERA_MESSAGES[state.error])}</Text>}
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <PhotoInput label={intl.formatMessage(m.qrUpload)} onFile={onPhoto} />
        <Button variant="outline" onClick={() => dispatch(dineInActions.dialogRequested('table-entry'))}>
          {intl.formatMessage(m.qrTypeInstead)}
        </Button>
      </Stack>
    </DineInDialogFrame>
  );
}
