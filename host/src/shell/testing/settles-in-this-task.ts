/** Whether a promise settles before the current task ends (its microtasks run out): for tests. */
export async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  return settled;
}
