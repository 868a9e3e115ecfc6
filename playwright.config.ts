import { defineConfig } from '@playwright/test';

// The real server (built SPA + API) on a throwaway embedded database with the demo content, driven
// through Debian's Chromium. The rate limit is raised because every test signs up its own users.
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
/** The server's EDUZZ_WEBHOOK_SECRET, so a test can sign a payment event as Eduzz would. */
export const e2eWebhookSecret = 'segredo-do-webhook-e2e';
/** The server's structured log of the whole run, read by tests/e2e/global-teardown.ts. */
export const e2eServerLog = `.tmp/e2e-server-${port}.log`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  outputDir: '.tmp/e2e-results',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more: one that then passes is reported by name as flaky at the end of
  // `npm test` (decision 0050), so a chance failure neither hides nor throws away a whole run. Locally none.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Limits that end a stuck test, not speed budgets (the bench measures speed). They leave room for the
  // slowest machine the suite has run on: a virtual machine whose system calls are costly, where two
  // workers, their Chromiums and the server share two cores, each Playwright action took 1–2 s, and a
  // flow that takes 15 s elsewhere took 34 s in one run and 60 s in the next. Tests with longer flows
  // set their own limit, three times what they had before that machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]]
    : [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records every action's page and a screencast of the whole test: on this suite that was a
    // quarter of its time on a two-core machine (decision 0076). CI's retry of a failed test records one;
    // locally, `npx playwright test --trace on` asks for it.
    trace: 'on-first-retry',
    // The app's offline worker (decision 0042) would answer the pages' requests itself, out of reach of
    // page.route() and the request counts the specs make; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: `mkdir -p .tmp && rm -rf .tmp/e2e-data-${port} && node --import tsx src/server/main.ts > ${e2eServerLog}`,
    url: `${baseURL}/api/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: `.tmp/e2e-data-${port}`,
      AUTH_RATE_LIMIT: '1000',
      SUPPORT_URL: 'https://wa.me/5511999999999',
      EDUZZ_WEBHOOK_SECRET: e2eWebhookSecret,
    },
  },
});
