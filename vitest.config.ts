import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API suites run on a fresh embedded database per file; with TEST_DATABASE_URL they run a second
// time against that PostgreSQL server (a fresh database per file, dropped afterwards).
// `*.postgres.test.ts` needs a server (several app processes over one database): PostgreSQL run only.
const serverProject = (name: string, env: Record<string, string>, only: 'postgres' | 'any' = 'any') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['src/server/**/*.test.ts'],
    exclude: only === 'postgres' ? [] : ['src/server/**/*.postgres.test.ts'],
    env,
    // One module graph per worker instead of one per file (decision 0073): each file builds its own app,
    // database and logger through tests/support, and the server's modules keep no state of a test's, so
    // importing the app again for each of ~100 files (about 2 s each) bought nothing.
    isolate: false,
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core to its own process (one worker on two
    // cores), but most files wait on a database, a socket or a timer more than they compute: on two
    // cores two workers ran the whole suite in 628 s instead of about 1,470 (decision 0060).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      serverProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', { TEST_DB: 'postgres' }, 'postgres')] : []),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts', 'tests/support/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
