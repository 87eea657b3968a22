import { type RefObject, useEffect, useState } from 'react';
import { type CameraErrorCode, cameraErrorCode, streamApiAvailable } from './camera-errors';
import { loadDecoder, pixelsOf } from './decode';

export type CameraState = 'starting' | 'scanning' | { readonly error: CameraErrorCode };

const FRAME_INTERVAL_MS = 250;

/**
 * Opens the back camera into `video` and decodes frames until `onText` accepts one (returns true).
 * `generation` restarts the scan after a refused code. The stream stops when the dialog closes.
 */
export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  onText: (text: string) => boolean,
  generation: number,
): { state: CameraState; decoder: Promise<(data: ImageData) => string | null> } {
  const [state, setState] = useState<CameraState>('starting');
  const [decoder] = useState(loadDecoder);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation restarts the scan.
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let live = true;
    const tick = (decode: (data: ImageData) => string | null) => {
      const element = video.current;
      const pixels = element && pixelsOf(element, element.videoWidth, element.videoHeight, 640);
      const text = pixels ? decode(pixels) : null;
      if (live && !(text && onText(text))) timer = setTimeout(() => tick(decode), FRAME_INTERVAL_MS);
    };
    if (!streamApiAvailable()) {
      setState({ error: 'streamApiNotSupported' });
      return;
    }
    setState('starting');
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (!live) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        const element = video.current;
        if (element) {
          element.srcObject = opened;
          await element.play().catch(() => undefined);
        }
        setState('scanning');
        tick(await decoder);
      })
      .catch((error: unknown) => live && setState({ error: cameraErrorCode(error) }));
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [generation, decoder]);
  return { state, decoder };
}
