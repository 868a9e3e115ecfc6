import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, appOrigin, createStudent, expect, loginThroughForm, test } from './fixtures.js';

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
  '/admin',
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

/** What is wrong with the screen at `route` at this width: it scrolls sideways, or a text is cut short. */
async function layoutProblems(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  // Wait for the screen's data: no loading indicator left.
  await expect(page.locator('[aria-busy="true"], [role="status"]:has(svg.animate-spin)')).toHaveCount(0);
  const problems: string[] = [];
  // The admin's tab bar scrolls sideways on its own: the current tab is brought into view (Reports, the
  // last, is off screen otherwise).
  if (route.startsWith('/admin')) {
    const tabs = page.getByRole('navigation', { name: 'Seções do painel' });
    await expect(tabs.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
  }
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) problems.push(`${route}: ${scrollWidth} px`);
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
  for (const text of cut) problems.push(`${route}: '${text}' cut short`);
  return problems;
}

test('no screen scrolls sideways at 360 px', async ({ page }) => {
  test.setTimeout(270_000);
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const wide: string[] = [];
  for (const route of routes) wide.push(...(await layoutProblems(page, route)));
  expect(wide).toEqual([]);
});

test("a student's own long texts wrap at 360 px: a prova's description, a nota's, a long name", async ({ page }) => {
  test.setTimeout(120_000);
  await createStudent(page.request, 'Maria Aparecida Conceição dos Santos Oliveira');
  const materias = (await (await page.request.get('/api/provas/materias')).json()) as {
    materias: Array<{ id: number }>;
  };
  const materiaId = materias.materias[0]!.id;
  const longo = 'Prova objetiva no ginásio do batalhão — levar documento com foto, caneta preta e comprovante';
  const prova = await page.request.post('/api/provas', {
    headers: appOrigin,
    data: { materiaId, data: '2099-12-14', hora: '08:00', descricao: longo },
  });
  expect(prova.status(), await prova.text()).toBe(201);
  const nota = await page.request.post('/api/notas', {
    headers: appOrigin,
    data: { materiaId, nota: 7.5, data: '2025-03-10', descricao: longo },
  });
  expect(nota.status(), await nota.text()).toBe(201);
  const problems: string[] = [];
  for (const route of ['/dashboard', '/calendario', '/notas', '/perfil'])
    problems.push(...(await layoutProblems(page, route)));
  expect(problems).toEqual([]);
});

test('cards side by side keep their icons and figures level at 360 px', async ({ page }) => {
  await loginThroughForm(page, DEMO_ACCOUNTS.aluno, DEMO_PASSWORD);
  const tops = (boxes: Array<{ y: number } | null>) => boxes.map((b) => Math.round(b!.y));

  // The dashboard's four figures, two to a row: 'Média Específico' and 'Simulados realizados' take two lines.
  await page.goto('/dashboard');
  const stats = page.getByRole('region', { name: 'Estatísticas dos simulados' }).getByRole('group');
  await expect(stats).toHaveCount(4);
  const icons = tops(await Promise.all((await stats.locator('svg').all()).map((s) => s.boundingBox())));
  const figures = tops(await Promise.all((await stats.locator('p:last-child').all()).map((p) => p.boundingBox())));
  expect([icons[0], icons[2]]).toEqual([icons[1], icons[3]]);
  expect([figures[0], figures[2]]).toEqual([figures[1], figures[3]]);

  // The three shortcuts of /simulados: 'Não Resolvidas' takes two lines, the others one.
  await page.goto('/simulados');
  const shortcuts = page.getByRole('group', { name: 'Atalhos de tipo de questão' }).locator('svg');
  await expect(shortcuts).toHaveCount(3);
  const shortcutTops = tops(await Promise.all((await shortcuts.all()).map((s) => s.boundingBox())));
  expect(new Set(shortcutTops).size).toBe(1);
});

test("a question's 'Correta' tag takes its own line at 360 px, under the alternative's text", async ({ page }) => {
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await page.goto('/admin/questions');
  const correct = page
    .getByRole('list', { name: 'Alternativas' })
    .first()
    .getByRole('listitem')
    .filter({ hasText: 'Correta' });
  await expect(correct).toHaveCount(1);
  // The letter's badge sits on the alternative's first line; the tag starts below it.
  const [letter, tag] = await Promise.all([
    correct.locator('[aria-hidden="true"]').first().boundingBox(),
    correct.getByText('Correta').boundingBox(),
  ]);
  expect(tag!.y).toBeGreaterThanOrEqual(letter!.y + letter!.height);
});
