import { DEMO_ACCOUNTS, DEMO_PASSWORD, createStudent, expect, loginThroughForm, test } from './fixtures.js';

// The e2e database lives across runs: names carry a suffix so a rerun does not meet its own leftovers.
const suffix = Date.now().toString(36).slice(-5);

test.describe('admin: unidades and editais', () => {
  test('an admin creates, edits and deletes a unidade', async ({ page }) => {
    await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await page.goto('/admin/unidades');
    const sigla = `9º BPM ${suffix}`;

    await page.getByRole('button', { name: 'Nova Unidade' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Unidade' });
    await expect(create.getByLabel('Sigla')).toHaveAttribute('placeholder', 'Ex.: 1º BPM');
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(create.getByText('Por favor, informe a sigla da unidade.')).toBeVisible();
    await create.getByLabel('Sigla').fill(sigla);
    await create.getByLabel('Nome').fill('Nono Batalhão');
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Unidade criada com sucesso!')).toBeVisible();

    const table = page.getByRole('table');
    await table.getByRole('button', { name: `Editar ${sigla}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Unidade' });
    await edit.getByLabel('Nome').fill('Nono Batalhão de Polícia Militar');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Unidade atualizada com sucesso!')).toBeVisible();
    await expect(table.getByText('Nono Batalhão de Polícia Militar')).toBeVisible();

    await table.getByRole('button', { name: `Excluir ${sigla}` }).click();
    await page.getByRole('dialog', { name: 'Excluir unidade' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Unidade excluída com sucesso!')).toBeVisible();
    await expect(table.getByText(sigla)).toHaveCount(0);
  });

  test('a new active edital is offered on /perfil at once', async ({ page }) => {
    await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await page.goto('/admin/editais');
    const numero = `77/${suffix}`;
    await page.getByRole('button', { name: 'Novo Edital' }).click();
    const create = page.getByRole('dialog', { name: 'Novo Edital' });
    await expect(create.getByLabel('Número do Edital')).toHaveAttribute('placeholder', 'Ex.: 01/2025');
    await create.getByLabel('Número do Edital').fill(numero);
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Edital criado com sucesso!')).toBeVisible();

    // Now as a student (the request context shares the page's cookie jar).
    await page.context().clearCookies();
    await createStudent(page.request);
    await page.goto('/perfil');
    const form = page.getByRole('region', { name: 'Editar Perfil' });
    await form.getByLabel('Edital').selectOption({ label: numero });
    await expect(form.getByLabel('Edital').locator('option:checked')).toHaveText(numero);
  });
});
