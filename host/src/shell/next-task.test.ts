/** @jest-environment node */
import { nextTask } from './next-task';
import { settlesInThisTask } from './testing/settles-in-this-task';

describe('nextTask', () => {
  it('goes on in a task of its own, never in the current one', async () => {
    const step = nextTask();
    expect(await settlesInThisTask(step)).toBe(false);
    await expect(step).resolves.toBeUndefined();
  });
});
