import { defineConfig } from 'vitest/config';

// One runner for every workspace; each workspace is a project so that
// `npm test -w <ws>` and the root `npm run test:unit` share the same setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          // both languages' messages registered, as the server does at start
          setupFiles: ['./src/messages/catalogue.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // both languages' messages registered for the components tested alone (a page loads
          // its language's with the feature's catalogue: lib/server-messages.ts)
          setupFiles: ['../../packages/domain/src/messages/catalogue.ts'],
        },
      },
    ],
  },
});
