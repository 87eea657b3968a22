import type { SingleSpaLifecycles } from '../federation/fallback-entry';
import { mountedInBackground } from './background-mount';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an application mounted beside single-spa’s queue', () => {
  it('finishes its mount at once, then loads, bootstraps once and mounts the real application', async () => {
    const steps: string[] = [];
    const loading = deferred<SingleSpaLifecycles>();
    const load = jest.fn(() => loading.promise);
    const wrapper = mountedInBackground(load);
    await wrapper.bootstrap({});
    await wrapper.mount({ name: 'cart' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(steps).toEqual([]);

    loading.resolve({
      bootstrap: async () => void steps.push('bootstrap'),
      mount: async (props) => void steps.push(`mount ${(props as { name: string }).name}`),
      unmount: async () => void steps.push('unmount'),
    });
    await wrapper.unmount({});
    await wrapper.mount({ name: 'again' });
    await settle();
    expect(steps).toEqual(['bootstrap', 'mount cart', 'unmount', 'mount again']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load leaves nothing mounted and nothing to unmount', async () => {
    const wrapper = mountedInBackground(async () => {
      throw new Error('remote down');
    });
    await wrapper.mount({});
    await expect(wrapper.unmount({})).resolves.toBeUndefined();
  });
});
