import { expect, test } from './fixtures';

/**
 * The pages' CSP (src/server/csp.ts) forbids eval and inline code. Nothing the app ships may even try:
 * a refused attempt is a violation report in the browser (Lighthouse best-practices counts it), even
 * when the code catches the error, as Zod's probe for `new Function` does (src/web/index.html).
 */
test('no page of a sign-in, a form and the signed-in area trips the CSP', async ({ page, student }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  for (const path of ['/dashboard', '/simulados', '/notas', '/perfil']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    // A schema parses the session probe and every API answer: by now Zod has run.
    await page.waitForLoadState('networkidle');
    expect(await violations(), `${path} as ${student.email}`).toEqual([]);
  }
});

test('the sign-in screen trips no CSP either, signed out', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('ninguem@example.com');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
