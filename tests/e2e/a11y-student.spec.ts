import { a11yTest as test, checkRoutes, VIEWPORTS } from './a11y-helpers.js';
import { expect } from './fixtures.js';

// Issue 8: no WCAG 2.2 A/AA violation on the student screens, light and dark, phone and desktop. The
// non-subscriber sees every screen; the subscriber the ones that differ for them (no banner, premium
// subjects unlocked, the resumos list, the subscription card). The player and the results page need a
// simulado of one's own and are checked in a11y-modals-student.spec.ts.
const alunoRoutes = [
  '/dashboard',
  '/simulados',
  '/simulados/historico',
  '/cadernos',
  '/notas',
  '/resumos',
  '/ranking',
  '/calendario',
  '/comentarios',
  '/perfil',
  '/assinatura',
];
const assinanteRoutes = ['/dashboard', '/simulados', '/cadernos', '/resumos', '/perfil', '/assinatura'];

for (const [role, routes] of [
  ['aluno', alunoRoutes],
  ['assinante', assinanteRoutes],
] as const) {
  test.describe(`as ${role}`, () => {
    test.use({ role });
    for (const viewport of VIEWPORTS) {
      test(`student screens have no axe violations at ${viewport.name}`, async ({ page }) => {
        test.setTimeout(360_000);
        await page.setViewportSize(viewport);
        const problems = await checkRoutes(page, [...routes], `${role} ${viewport.name}`);
        expect(problems, 'axe violations').toEqual([]);
      });
    }
  });
}
