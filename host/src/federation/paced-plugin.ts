import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../shell/next-task';

/**
 * Once a remote's entry script has run, the runtime carries on from its load event in one chain of
 * promises: the container's init (its shared modules registered in the page's scope), then the
 * exposed module's request (each shared module it consumes resolved, its chunks' script tags
 * added). In a trace that was one task of 24–37 ms on a fast CPU, over 100 ms on a phone's, for
 * each remote of the load (docs/performance.md). The init and the request each start a task of
 * their own, so a tap or a frame can come between; a remote already started pays nothing.
 */
const pacedPlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'owa-paced-plugin',
  async beforeInitContainer(options) {
    await nextTask();
    return options;
  },
  async afterInitRemote({ cached }) {
    if (!cached) await nextTask();
  },
});

export default pacedPlugin;
