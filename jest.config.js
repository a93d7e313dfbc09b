// Two Jest projects: `unit` (pure lib logic and client components, jsdom) and `integration`
// (data functions and actions against real Firestore emulators that the tests start).
const nextJest = require('next/jest');

// Servers run on UTC (CI, Vercel), people here on Belgian time: the tests run on a clock far from
// both, so code that leans on the machine's zone instead of naming one fails here first.
process.env.TZ = 'America/Los_Angeles';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server Components bundle.
    '^server-only$': '<rootDir>/tests/support/empty.js',
  },
};

// next-intl ships ES modules only: compiled like the site's own code (next/jest skips node_modules).
const withIntl = async (config) => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify)/)',
  ];
  return resolved;
};

module.exports = async () => ({
  projects: [
    await withIntl({
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
    }),
    await withIntl({
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/emulators-setup.js',
      globalTeardown: '<rootDir>/tests/support/emulators-teardown.js',
      setupFilesAfterEnv: ['<rootDir>/tests/support/integration-setup.ts'],
    }),
  ],
});
