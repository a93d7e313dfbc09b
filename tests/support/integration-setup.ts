import { settleAfterTasks } from './after-tasks';

// The integration tests' time limit. Jest reads `testTimeout` from the root of its config only, not
// from a project's, so it is set here: Google's emulator settles two transactions on one document
// in about 4 s (tests/integration/queue-mail.test.ts), close to Jest's default of 5.
jest.setTimeout(30_000);

// The actions run outside a Next request, where `after()` throws: their tasks are kept instead.
jest.mock('next/server', () => {
  const { afterTasks } = jest.requireActual('./after-tasks');
  return {
    ...jest.requireActual('next/server'),
    after: (task: Promise<unknown> | (() => unknown)) =>
      afterTasks().push(typeof task === 'function' ? Promise.resolve().then(task) : task),
  };
});
afterAll(settleAfterTasks);
