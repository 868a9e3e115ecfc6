import { a11yTest as test, checkRoutes, VIEWPORTS } from './a11y-helpers.js';
import { expect } from './fixtures.js';

// Issue 8: no WCAG 2.2 A/AA violation on the admin panel's tabs, light and dark, phone and desktop.
// Their dialogs are checked in a11y-modals-admin.spec.ts.
export const adminRoutes = [
  '/admin',
  '/admin/modulos',
  '/admin/materias',
  '/admin/aulas',
  '/admin/questions',
  '/admin/resumos',
  '/admin/alunos',
  '/admin/unidades',
  '/admin/editais',
  '/admin/bancas',
  '/admin/reports',
];

test.use({ role: 'admin' });

for (const viewport of VIEWPORTS) {
  test(`admin tabs have no axe violations at ${viewport.name}`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize(viewport);
    const problems = await checkRoutes(page, adminRoutes, `admin ${viewport.name}`);
    expect(problems, 'axe violations').toEqual([]);
  });
}
