// Camera failures (spec 3 §8 "Camera"): each browser error name maps to one message code.
export type CameraErrorCode =
  | 'notAllowed'
  | 'notFound'
  | 'notSupported'
  | 'notReadable'
  | 'overConstrained'
  | 'streamApiNotSupported';

export function cameraErrorCode(error: unknown): CameraErrorCode {
  const name =
    error instanceof Error || (error && typeof error === 'object' && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'notAllowed';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'notFound';
    case 'NotSupportedError':
    case 'TypeError':
      return 'notSupported';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'notReadable';
    case 'OverconstrainedError':
      return 'overConstrained';
    default:
      return 'streamApiNotSupported';
  }
}

/** The camera needs a secure page and the media API; without them no request is made. */
export function streamApiAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && !!navigator.mediaDevices?.getUserMedia;
}
