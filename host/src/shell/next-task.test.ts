/** @jest-environment node */
import { nextTask } from './next-task';

/** Whether a promise settles before the current task ends (its microtasks run out). */
async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  return settled;
}

describe('nextTask', () => {
  it('goes on in a task of its own, never in the current one', async () => {
    const step = nextTask();
    expect(await settlesInThisTask(step)).toBe(false);
    await expect(step).resolves.toBeUndefined();
  });
});
