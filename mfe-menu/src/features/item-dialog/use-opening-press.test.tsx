import { act, renderHook } from '@testing-library/react';
import { dialogView, loadItemDialog } from './connect-item-dialog';
import { useOpeningPress } from './use-opening-press';

jest.mock('./connect-item-dialog', () => ({
  dialogView: jest.fn(),
  loadItemDialog: jest.fn(),
}));

/** A load the test finishes when it wants, as a slow link would. */
function slowLoad() {
  let finish: () => void = () => {};
  const loaded = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { loaded, finish };
}

describe('a press that opens the item dialog answers at once (useOpeningPress)', () => {
  beforeEach(() => jest.mocked(dialogView).mockReturnValue(null));

  it('is busy from the press until the dialog’s code has come', async () => {
    const code = slowLoad();
    jest.mocked(loadItemDialog).mockReturnValue(code.loaded);
    const { result } = renderHook(() => useOpeningPress());
    expect(result.current.busy).toBe(false);
    act(() => result.current.press());
    expect(result.current.busy).toBe(true);
    await act(async () => code.finish());
    expect(result.current.busy).toBe(false);
  });

  it('is busy no longer when the code could not come, so the press can be made again', async () => {
    jest.mocked(loadItemDialog).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useOpeningPress());
    act(() => result.current.press());
    await act(async () => undefined);
    expect(result.current.busy).toBe(false);
  });

  it('is never busy once the code is here: the dialog opens in the next frame', () => {
    jest.mocked(dialogView).mockReturnValue(() => <div />);
    const { result } = renderHook(() => useOpeningPress());
    act(() => result.current.press());
    expect(result.current.busy).toBe(false);
  });
});
