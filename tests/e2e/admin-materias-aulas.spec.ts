import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

// The e2e database lives across runs: names carry a suffix so a rerun does not meet its own leftovers.
const suffix = Date.now().toString(36).slice(-5);

test.describe('admin: matérias and aulas', () => {
  test('an admin creates, edits and deletes a matéria and one of its aulas', async ({ page }) => {
    await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await page.goto('/admin/materias');
    const nome = `Direito Militar ${suffix}`;

    // Matérias: create (the empty form is refused first), edit, and a repeated name refused under Nome.
    await page.getByRole('button', { name: 'Nova Matéria' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Matéria' });
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(create.getByText('Por favor, informe o nome da matéria.')).toBeVisible();
    await create.getByLabel('Nome da Matéria').fill(nome);
    await create.getByLabel('Módulo').selectOption({ index: 1 });
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Matéria criada com sucesso!')).toBeVisible();

    const table = page.getByRole('table', { name: 'Matérias' });
    const row = table.getByRole('row').filter({ hasText: nome });
    await expect(row.getByText('Premium')).toBeVisible();
    await row.getByRole('button', { name: `Editar ${nome}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Matéria' });
    await edit.getByRole('checkbox', { name: 'Disponibilizar gratuitamente' }).check();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Matéria atualizada com sucesso!')).toBeVisible();
    await expect(row.getByText('Gratuita')).toBeVisible();

    await page.getByRole('button', { name: 'Nova Matéria' }).click();
    const repeat = page.getByRole('dialog', { name: 'Nova Matéria' });
    await repeat.getByLabel('Nome da Matéria').fill(nome.toUpperCase());
    await repeat.getByLabel('Módulo').selectOption({ index: 1 });
    await repeat.getByRole('button', { name: 'Salvar' }).click();
    await expect(repeat.getByText('Já existe uma matéria com este nome neste módulo.')).toBeVisible();
    await repeat.getByRole('button', { name: 'Cancelar' }).click();

    // Aulas of the new matéria: the first ordem offered is 1; create, edit, delete.
    await page.getByRole('link', { name: 'Aulas' }).click();
    // The Matérias tab stays on screen until the Aulas tab's code has arrived: its buttons' names
    // ('Editar Matéria do módulo …') also hold 'Matéria'.
    await expect(page).toHaveURL(/\/admin\/aulas$/);
    await page.getByLabel('Matéria', { exact: true }).selectOption({ label: nome });
    await expect(page.getByText('Nenhuma aula nesta matéria')).toBeVisible();
    await page.getByRole('button', { name: 'Nova Aula' }).click();
    const novaAula = page.getByRole('dialog', { name: 'Nova Aula' });
    await expect(novaAula.getByLabel('Matéria')).toHaveValue(/\d+/);
    await expect(novaAula.getByLabel('Ordem')).toHaveValue('1');
    await novaAula.getByLabel('Título').fill('Crimes militares');
    await novaAula.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Aula criada com sucesso!')).toBeVisible();

    const aulas = page.getByRole('table', { name: 'Aulas' });
    await aulas.getByRole('button', { name: `Editar ${nome} – aula 1` }).click();
    const editAula = page.getByRole('dialog', { name: 'Editar Aula' });
    await editAula.getByLabel('Título').fill('Crimes militares em tempo de paz');
    await editAula.getByRole('switch', { name: 'Ativo' }).click();
    await editAula.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Aula atualizada com sucesso!')).toBeVisible();
    await expect(aulas.getByText('Crimes militares em tempo de paz')).toBeVisible();
    await expect(aulas.getByText('Inativo')).toBeVisible();

    // The matéria now has an aula: its delete is refused with the reason.
    await page.getByRole('link', { name: 'Matérias' }).click();
    await table.getByRole('button', { name: `Excluir ${nome}` }).click();
    await page.getByRole('dialog', { name: 'Excluir matéria' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(
      page.getByText('Esta matéria não pode ser excluída: 1 aula depende dela.', { exact: false }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Aulas' }).click();
    // The Matérias tab stays on screen until the Aulas tab's code has arrived: its buttons' names
    // ('Editar Matéria do módulo …') also hold 'Matéria'.
    await expect(page).toHaveURL(/\/admin\/aulas$/);
    await page.getByLabel('Matéria', { exact: true }).selectOption({ label: nome });
    await aulas.getByRole('button', { name: `Excluir ${nome} – aula 1` }).click();
    await page.getByRole('dialog', { name: 'Excluir aula' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Aula excluída com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhuma aula nesta matéria')).toBeVisible();

    await page.getByRole('link', { name: 'Matérias' }).click();
    await table.getByRole('button', { name: `Excluir ${nome}` }).click();
    await page.getByRole('dialog', { name: 'Excluir matéria' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Matéria excluída com sucesso!')).toBeVisible();
    await expect(table.getByText(nome)).toHaveCount(0);
  });

  test("a renamed módulo shows on the Matérias tab at once, as the tabs show one another's data", async ({ page }) => {
    await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    const modulo = `Módulo ${suffix}`;
    const materia = `Matéria do módulo ${suffix}`;
    await page.goto('/admin/modulos');
    await page.getByRole('button', { name: 'Novo Módulo' }).click();
    const novo = page.getByRole('dialog', { name: 'Novo Módulo' });
    await novo.getByLabel('Nome').fill(modulo);
    await novo.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Módulo criado com sucesso!')).toBeVisible();

    // The Matérias tab is read once (its list is now in the app's cache) with a matéria of the new módulo.
    await page.getByRole('link', { name: 'Matérias' }).click();
    await page.getByRole('button', { name: 'Nova Matéria' }).click();
    const create = page.getByRole('dialog', { name: 'Nova Matéria' });
    await create.getByLabel('Nome da Matéria').fill(materia);
    await create.getByLabel('Módulo').selectOption({ label: modulo });
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Matéria criada com sucesso!')).toBeVisible();
    const table = page.getByRole('table', { name: 'Matérias' });
    await expect(table.getByRole('row').filter({ hasText: materia })).toContainText(modulo);

    // Renamed on its own tab; back on Matérias (no reload) the row says the new name.
    await page.getByRole('link', { name: 'Módulos' }).click();
    await page.getByRole('button', { name: `Editar ${modulo}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Módulo' });
    await edit.getByLabel('Nome').fill(`${modulo} renomeado`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Módulo atualizado com sucesso!')).toBeVisible();
    await page.getByRole('link', { name: 'Matérias' }).click();
    await expect(table.getByRole('row').filter({ hasText: materia })).toContainText(`${modulo} renomeado`);

    await table.getByRole('button', { name: `Excluir ${materia}` }).click();
    await page.getByRole('dialog', { name: 'Excluir matéria' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Matéria excluída com sucesso!')).toBeVisible();
    await page.getByRole('link', { name: 'Módulos' }).click();
    await page.getByRole('button', { name: `Excluir ${modulo} renomeado` }).click();
    await page.getByRole('dialog', { name: 'Excluir módulo' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Módulo excluído com sucesso!')).toBeVisible();
  });
});
