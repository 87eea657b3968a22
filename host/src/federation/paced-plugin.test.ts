/** @jest-environment node */

import { settlesInThisTask } from '../shell/testing/settles-in-this-task';
import pacedPlugin from './paced-plugin';

type Hooks = ReturnType<typeof pacedPlugin>;
type InitContainerArgs = Parameters<NonNullable<Hooks['beforeInitContainer']>>[0];
type InitRemoteArgs = Parameters<NonNullable<Hooks['afterInitRemote']>>[0];

describe('the remotes start in steps, a task each', () => {
  const plugin = pacedPlugin();
  const options = {
    shareScope: {},
    initScope: [],
    remoteEntryInitOptions: {},
  } as unknown as InitContainerArgs;

  it("starts a remote's container in a task after its entry's load", async () => {
    const init = plugin.beforeInitContainer?.(options);
    expect(await settlesInThisTask(Promise.resolve(init))).toBe(false);
    await expect(init).resolves.toBe(options);
  });

  it("requests the exposed module in a task after the container's init", async () => {
    const first = plugin.afterInitRemote?.({ cached: false } as InitRemoteArgs);
    expect(await settlesInThisTask(Promise.resolve(first))).toBe(false);
    await first;
  });

  it('lets a remote already started go on at once', async () => {
    const again = plugin.afterInitRemote?.({ cached: true } as InitRemoteArgs);
    expect(await settlesInThisTask(Promise.resolve(again))).toBe(true);
  });
});
