import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';
import { questaoId, startSimulado } from './simulado-helpers.js';

// The e2e database lives across runs: the description carries a suffix so the search finds only this run's.
const suffix = Date.now().toString(36);

test.describe('admin: reports', () => {
  test('a student reports a question, the admin changes its status, the student sees it', async ({ page, student }) => {
    const descricao = `Gabarito trocado na questão (e2e ${suffix})`;

    // The student reports an error from the player.
    await startSimulado(page, { materia: 'Direito Constitucional' });
    const id = await questaoId(page);
    await page.getByRole('button', { name: 'Reportar' }).click();
    const reportar = page.getByRole('dialog', { name: 'Reportar erro' });
    await reportar.getByRole('textbox', { name: 'Descrição do erro' }).fill(descricao);
    await reportar.getByRole('button', { name: 'Enviar report' }).click();
    await expect(page.getByText(/^Report enviado com sucesso!/)).toBeVisible();

    // The admin finds it by the reporter's e-mail and moves it on.
    await page.context().clearCookies();
    await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await page.goto('/admin/reports');
    const filter = page.getByRole('group', { name: 'Filtrar por status' });
    await expect(filter.getByRole('button', { name: /^Todos/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Buscar reports' }).fill(student.email.toUpperCase());
    await expect(page).toHaveURL(/[?&]q=/);
    const card = page.getByRole('article').filter({ hasText: descricao });
    await expect(card).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card.getByText('Pendente', { exact: true })).toBeVisible();
    await expect(card.getByText('Direito Constitucional')).toBeVisible();
    await expect(card.getByText(`Questão #${id}`)).toBeVisible();
    await expect(card.getByText(student.nome)).toBeVisible();
    await expect(card.getByText(student.email)).toBeVisible();
    await expect(card.getByRole('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    await expect(filter.getByRole('button', { name: /^Pendente/ })).toContainText('1');

    // 'Editar questão' opens that question's edit form straight away.
    await card.getByRole('button', { name: `Editar questão #${id}` }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Questão' });
    await expect(editar.getByRole('textbox', { name: 'Enunciado', exact: true })).not.toBeEmpty();
    await expect(editar.getByLabel('Matéria')).toHaveValue(/\d+/);
    await editar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(editar).toBeHidden();

    await card.getByRole('button', { name: /^Alterar Status/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar Status' });
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await expect(dialog.getByRole('radio', { name: 'Pendente' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Resolvido' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Status atualizado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Resolvido', { exact: true })).toBeVisible();
    await expect(filter.getByRole('button', { name: /^Pendente/ })).toContainText('0');
    await filter.getByRole('button', { name: /^Resolvido/ }).click();
    await expect(filter.getByRole('button', { name: /^Resolvido/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toBeVisible();
    await filter.getByRole('button', { name: /^Pendente/ }).click();
    await expect(page.getByText('Nenhum report encontrado')).toBeVisible();

    // The student follows it on /comentarios.
    await page.context().clearCookies();
    await loginThroughForm(page, student.email, student.password);
    await page.goto('/comentarios');
    const meu = page
      .getByRole('region', { name: 'Meus reports' })
      .getByRole('article', { name: `Questão #${id}` })
      .filter({ hasText: descricao });
    await expect(meu.getByText('Resolvido', { exact: true })).toBeVisible();
    await expect(meu.getByText(/^Atualizado em/)).toBeVisible();
  });
});
