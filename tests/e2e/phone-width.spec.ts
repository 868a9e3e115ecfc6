import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

// At 360 px (a cheap Android phone) no screen may scroll sideways: a long name or a row of badges
// must wrap inside its card, never cut short with an ellipsis. Scroll areas of their own (the admin tab bar) are fine; the page is not.
const routes = [
  '/dashboard',
  '/simulados',
  '/simulados/historico',
  '/notas',
  '/resumos',
  '/ranking',
  '/calendario',
  '/comentarios',
  '/perfil',
  '/assinatura',
  '/admin/modulos',
  '/admin/materias',
  '/admin/aulas',
  '/admin/questions',
  '/admin/resumos',
  '/admin/alunos',
  '/admin/unidades',
  '/admin/editais',
  '/admin/reports',
];

test.use({ viewport: { width: 360, height: 800 } });

test('no screen scrolls sideways at 360 px', async ({ page }) => {
  test.setTimeout(270_000);
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
    // Wait for the screen's data: no loading indicator left.
    await expect(page.locator('[aria-busy="true"], [role="status"]:has(svg.animate-spin)')).toHaveCount(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) wide.push(`${route}: ${scrollWidth} px`);
    // Nor is a text cut short with an ellipsis: it wraps (a visually hidden element does not count).
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => {
          const style = getComputedStyle(el);
          return (
            style.textOverflow === 'ellipsis' &&
            el.getClientRects().length > 0 &&
            el.clientWidth > 1 &&
            el.scrollWidth > el.clientWidth + 1
          );
        })
        .map((el) => el.textContent?.trim().slice(0, 40)),
    );
    for (const text of cut) wide.push(`${route}: '${text}' cut short`);
  }
  expect(wide).toEqual([]);
});
