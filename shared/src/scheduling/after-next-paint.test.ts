import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the next frame and then a task, not for the frame alone', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const then = jest.fn();

    afterNextPaint(then);
    jest.runOnlyPendingTimers();
    expect(then).not.toHaveBeenCalled();

    frames.shift()?.(0);
    expect(then).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
