import { cameraErrorCode } from './camera-errors';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('spec 3 §8 camera errors', () => {
  it('maps each browser error to its message code', () => {
    expect(cameraErrorCode(named('NotAllowedError'))).toBe('notAllowed');
    expect(cameraErrorCode(named('NotFoundError'))).toBe('notFound');
    expect(cameraErrorCode(named('NotSupportedError'))).toBe('notSupported');
    expect(cameraErrorCode(new TypeError('no media'))).toBe('notSupported');
    expect(cameraErrorCode(named('NotReadableError'))).toBe('notReadable');
    expect(cameraErrorCode(named('OverconstrainedError'))).toBe('overConstrained');
    expect(cameraErrorCode(named('AbortError'))).toBe('streamApiNotSupported');
    expect(cameraErrorCode('nonsense')).toBe('streamApiNotSupported');
  });
});
