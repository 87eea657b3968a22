import { act, render } from '@testing-library/react';
import { Slot } from './Slot';
import { provideSlotMounter, type SlotMounter } from './slot-registry';

describe('a slot rendered before the host provides its mounter (the header commits first)', () => {
  it('waits for the mounter and mounts then, once; unmounting the page unmounts the parcel', async () => {
    const unmount = jest.fn(async () => undefined);
    const mounter = jest.fn(async (_name: string, _element: HTMLElement, _props: unknown) => ({
      update: async () => undefined,
      unmount,
    }));
    const { unmount: leave } = render(<Slot name="cart:header-cart-button" />);
    expect(mounter).not.toHaveBeenCalled();
    await act(async () => provideSlotMounter(mounter as unknown as SlotMounter));
    expect(mounter).toHaveBeenCalledTimes(1);
    expect(mounter.mock.calls[0]?.[0]).toBe('cart:header-cart-button');
    await act(async () => leave());
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
