import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/seed/accounts.js';
import { parseEml, resetLinkOf } from '../support/test-app.js';
import { baseURL } from '../../playwright.config.js';

export { expect, DEMO_ACCOUNTS, DEMO_PASSWORD };

/**
 * The Origin header the app's own pages send. A test's direct API call that changes something with the
 * page's session cookie must carry it too, or the API refuses it as cross-site (docs/decisions/0021).
 */
export const appOrigin = { origin: new URL(baseURL).origin };

// The suite's server writes into .tmp/e2e-data-<port> (playwright.config.ts).
const outboxDir = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4310}/outbox`);

export interface Student {
  nome: string;
  email: string;
  password: string;
}

let counter = 0;
/** A unique e-mail per call, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'aluno'): string {
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
}

/** Creates a fresh student through the real sign-up endpoint (cookies stay in `request`). */
export async function createStudent(request: APIRequestContext, nome = 'Estudante Teste'): Promise<Student> {
  const student = { nome, email: uniqueEmail(), password: 'senha-segura-1' };
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: student.nome, email: student.email, password: student.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return student;
}

/** Signs a demo account in through the API: the session cookie lands in the page's browser context. */
export async function signInAs(page: Page, role: keyof typeof DEMO_ACCOUNTS) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD },
    headers: appOrigin,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the login screen, as a person would. */
export async function loginThroughForm(page: Page, email: string, password: string, rememberMe = false) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Lembrar-me').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The newest e-mail sent to `to`, read from the server's file outbox. */
export async function lastEmailTo(to: string) {
  await expect
    .poll(async () => {
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      const mails = await Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
      return mails.map(parseEml).filter((m) => m.to.includes(to)).length;
    })
    .toBeGreaterThan(0);
  const files = (await readdir(outboxDir)).sort().reverse();
  for (const f of files) {
    const mail = parseEml(await readFile(path.join(outboxDir, f), 'utf8'));
    if (mail.to.includes(to)) return { ...mail, resetLink: () => resetLinkOf(mail.body) };
  }
  throw new Error(`no e-mail to ${to}`);
}

export const test = base.extend<{ student: Student; failOnPageErrors: void }>({
  /**
   * Every test fails on an uncaught page error or a console error (a CSP violation, a React warning),
   * except the browser's own note about an HTTP error status, which the app handles.
   */
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
          problems.push(`console.error: ${msg.text()}`);
      });
      await use();
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  /** A signed-in fresh student: the page's browser context carries the session cookie. */
  student: async ({ page }, use) => {
    const student = await createStudent(page.request);
    await use(student);
  },
});
