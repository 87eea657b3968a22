import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostFrame } from '../../shell/HostFrame';
import { BACK_TO_TOP_THRESHOLD_PX, BackToTop } from './BackToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('back-to-top (spec 1 §2.3)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo(0);
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => jest.useRealTimers());

  it('appears when the diner scrolls past 200 px and takes them up', async () => {
    render(
      <HostFrame area="test">
        <BackToTop />
      </HostFrame>,
    );
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(BACK_TO_TOP_THRESHOLD_PX + 1);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(100);
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('shows at once when the page was already scrolled before it mounted', async () => {
    scrollTo(1200);
    render(
      <HostFrame area="test">
        <BackToTop />
      </HostFrame>,
    );
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});
