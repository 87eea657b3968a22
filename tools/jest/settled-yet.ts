import { act } from '@testing-library/react';

/**
 * Whether a promise has settled once what is queued has run (React's effects, then a task): for
 * signals a test cannot await, since waiting would hang when the code under test never settles them.
 */
export async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return settled;
}
