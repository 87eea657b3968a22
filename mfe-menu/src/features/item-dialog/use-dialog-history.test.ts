import { act, renderHook } from '@testing-library/react';
import { useDialogHistory } from './use-dialog-history';

describe('useDialogHistory (spec 1 §2.6)', () => {
  const frames: FrameRequestCallback[] = [];
  const paint = () => {
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
      jest.runOnlyPendingTimers();
    });
  };

  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => {};
    });
    window.history.replaceState(null, '');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("writes a step's entry once the step has painted, not in the task that opened it", () => {
    const push = jest.spyOn(window.history, 'pushState');
    const { rerender } = renderHook(({ step }) => useDialogHistory(step, () => {}), {
      initialProps: { step: 1 },
    });
    act(() => jest.runOnlyPendingTimers());
    expect(push).not.toHaveBeenCalled();

    paint();
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ owaItemDialog: 1 });

    rerender({ step: 2 });
    paint();
    expect(push).toHaveBeenCalledTimes(2);
    expect(window.history.state).toEqual({ owaItemDialog: 2 });
  });

  it('writes nothing for a dialog closed before its first paint', () => {
    const push = jest.spyOn(window.history, 'pushState');
    const go = jest.spyOn(window.history, 'go');
    const { unmount } = renderHook(() => useDialogHistory(1, () => {}));
    unmount();
    paint();
    expect(push).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it("steps back through the dialog's own Back only once its entry is written", () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    const { result } = renderHook(() => useDialogHistory(1, () => {}));
    expect(result.current.back()).toBe(false);
    paint();
    expect(result.current.back()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
  });
});
