import { settleAfterTasks } from './after-tasks';

// The integration tests' time limit. Jest reads `testTimeout` from the root of its config only, not
// from a project's, so it is set here: Google's emulator settles two transactions on one document
// in about 4 s (tests/integration/queue-mail.test.ts), close to Jest's default of 5.
jest.setTimeout(30_000);

// The actions and staff pages run outside a Next request, where `after()` and `connection()` throw:
// the tasks handed to `after()` are kept instead, and there is no request to wait for.
jest.mock('next/server', () => {
  const { afterTasks } = jest.requireActual('./after-tasks');
  return {
    ...jest.requireActual('next/server'),
    connection: async () => {},
    after: (task: Promise<unknown> | (() => unknown)) =>
      afterTasks().push(typeof task === 'function' ? Promise.resolve().then(task) : task),
  };
});
afterAll(settleAfterTasks);
