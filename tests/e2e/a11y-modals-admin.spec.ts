import type { Page } from '@playwright/test';
import { a11yTest as test, axeBothThemes, checkDialog, OPEN_DIALOG, VIEWPORTS, waitForScreen } from './a11y-helpers.js';
import { expect } from './fixtures.js';

// Issue 8: every create, edit and delete dialog of the admin panel has no WCAG 2.2 A/AA violation,
// light and dark, phone and desktop. Dialogs are only opened and closed: nothing is saved.
// To keep the suite short, an edit dialog is checked at 1366 px only: it is its tab's create form with
// values filled in, whose 360 px layout the create dialog already shows; and Reports' 'Editar questão'
// opens the same dialog as the Questões tab's.

/** Each tab and the buttons (first match in the tab's main area) that open its dialogs. */
const dialogsByTab: Array<[string, RegExp[]]> = [
  ['/admin/modulos', [/^Novo Módulo/, /^Editar/, /^Excluir/]],
  ['/admin/materias', [/^Nova Matéria/, /^Editar/, /^Excluir/]],
  ['/admin/aulas', [/^Nova Aula/, /^Editar/, /^Excluir/]],
  ['/admin/questions', [/^Nova Questão/, /^Editar questão/, /^Excluir questão/, /^Importar questões/]],
  ['/admin/resumos', [/^Novo Resumo/, /^Editar resumo/, /^Excluir resumo/]],
  ['/admin/alunos', [/^Novo Usuário/, /^Editar/, /^Excluir/]],
  ['/admin/unidades', [/^Nova Unidade/, /^Editar/, /^Excluir/]],
  ['/admin/editais', [/^Novo Edital/, /^Editar edital/, /^Excluir edital/]],
  ['/admin/reports', [/^Alterar Status do report/]],
];

/** The first enabled one: an admin cannot delete their own account, so that button is disabled. */
const button = (page: Page, name: RegExp) =>
  page.getByRole('main').getByRole('button', { name }).and(page.locator(':enabled')).first();

test.use({ role: 'admin' });

// One test per tab and width: each stays far from its time limit on a slow machine, and a failure
// names its tab.
for (const viewport of VIEWPORTS) {
  for (const [route, openers] of dialogsByTab) {
    test(`${route} dialogs have no axe violations at ${viewport.name}`, async ({ page }) => {
      test.setTimeout(270_000);
      await page.setViewportSize(viewport);
      await page.goto(route);
      await waitForScreen(page);
      const problems: string[] = [];
      for (const opener of openers.filter((o) => viewport.width >= 768 || !o.source.startsWith('^Editar'))) {
        problems.push(
          ...(await checkDialog(page, `${route} admin ${viewport.name} ${opener.source}`, () =>
            button(page, opener).click(),
          )),
        );
      }
      expect(problems, 'axe violations').toEqual([]);
    });
  }

  test(`the admin flag's confirmation, over the user's form, has no axe violations at ${viewport.name}`, async ({
    page,
  }) => {
    test.setTimeout(270_000);
    await page.setViewportSize(viewport);
    await page.goto('/admin/alunos');
    await waitForScreen(page);
    await button(page, /^Novo Usuário/).click();
    const form = page.getByRole('dialog', { name: 'Novo Usuário' });
    await form.getByLabel('Nome', { exact: true }).fill('Nova Administradora');
    await form.getByLabel('Email', { exact: true }).fill(`nova.admin.${Date.now()}@example.com`);
    await form.getByLabel('Senha', { exact: true }).fill('segredo1');
    await form.getByRole('switch', { name: 'Administrador' }).click();
    await form.getByRole('button', { name: 'Salvar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tornar administrador?' });
    await expect(confirm).toContainText('Nova Administradora (nova.admin.');
    const problems = await axeBothThemes(
      page,
      `/admin/alunos admin ${viewport.name} Tornar administrador?`,
      OPEN_DIALOG,
    );
    // Cancelar saves nothing and leaves the form open, its switch as the admin left it.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(form.getByRole('switch', { name: 'Administrador' })).toBeChecked();
    expect(problems, 'axe violations').toEqual([]);
  });

  test(`a form's error messages have no axe violations at ${viewport.name}`, async ({ page }) => {
    test.setTimeout(270_000);
    await page.setViewportSize(viewport);
    // Shown by saving a form empty.
    await page.goto('/admin/unidades');
    await waitForScreen(page);
    const problems = await checkDialog(
      page,
      `/admin/unidades admin ${viewport.name} Nova Unidade with errors`,
      async () => {
        await button(page, /^Nova Unidade/).click();
        await page.locator(OPEN_DIALOG).getByRole('button', { name: 'Salvar' }).click();
        await expect(page.locator(OPEN_DIALOG).getByRole('alert').first()).toBeVisible();
      },
    );
    expect(problems, 'axe violations').toEqual([]);
  });
}
