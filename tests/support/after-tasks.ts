/**
 * What the app hands to Next's `after()`, which runs it once the answer is sent. Kept on the test
 * file's global, so modules loaded again after `jest.resetModules()` add to the same list.
 */
export function afterTasks(): Promise<unknown>[] {
  const store = globalThis as { afterTasks?: Promise<unknown>[] };
  return (store.afterTasks ??= []);
}

/** Waits for them: work left running when a file ends fails whichever file runs next. */
export const settleAfterTasks = () => Promise.allSettled(afterTasks().splice(0));
