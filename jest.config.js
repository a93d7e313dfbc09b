// Two Jest projects: `unit` (pure lib logic and client components, jsdom) and `integration`
// (data functions and actions against real Firestore emulators that the tests start).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server Components bundle.
    '^server-only$': '<rootDir>/tests/support/empty.js',
  },
};

module.exports = async () => ({
  projects: [
    await createJestConfig({
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
    })(),
    await createJestConfig({
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/emulators-setup.js',
      globalTeardown: '<rootDir>/tests/support/emulators-teardown.js',
      testTimeout: 30000,
    })(),
  ],
});
