import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

// The e2e database lives across runs: the statement carries a suffix so a rerun finds only its own question.
const suffix = Date.now().toString(36).slice(-5);

test('an admin creates, edits and deletes a question', async ({ page }) => {
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await page.goto('/admin/questions');
  const marca = `Questão de teste ${suffix}`;

  await page.getByRole('button', { name: 'Nova Questão' }).click();
  const create = page.getByRole('dialog', { name: 'Nova Questão' });
  await create.getByLabel('Matéria').selectOption({ index: 1 });
  // The statement and alternatives are rich-text editors (typing, paste and images: admin-editor.spec.ts).
  await create.getByRole('textbox', { name: 'Enunciado', exact: true }).fill(`${marca}: qual é a capital do Brasil?`);
  const url = create.getByLabel('URL da Imagem (opcional)');
  await url.fill('https://exemplo.com/pagina.html');
  await expect(create.getByText('URL inválida. Use uma URL válida de imagem (jpg, png, gif, webp, svg)')).toBeVisible();
  await expect(create.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await url.fill('');
  for (const [letra, texto] of [
    ['A', 'Brasília'],
    ['B', 'Rio de Janeiro'],
    ['C', 'São Paulo'],
    ['D', 'Salvador'],
    ['E', 'Recife'],
  ]) {
    await create.getByRole('textbox', { name: `Alternativa ${letra}`, exact: true }).fill(texto!);
  }
  await create.getByLabel('Resposta Correta').selectOption('A');
  await create.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Questão criada com sucesso!')).toBeVisible();

  // Found by the search, accents and case ignored.
  await page.getByLabel('Buscar').fill(`questao de TESTE ${suffix}`);
  const card = page.getByRole('article').filter({ hasText: marca });
  await expect(card).toHaveCount(1);
  await expect(page.getByText('1 questão encontrada')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Correta' })).toContainText('Brasília');

  await card.getByRole('button', { name: /^Editar questão #\d+$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Questão' });
  await expect(edit.getByRole('textbox', { name: 'Alternativa A', exact: true })).toHaveText('Brasília');
  await edit.getByLabel('Resposta Correta').selectOption('C');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Questão atualizada com sucesso!')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Correta' })).toContainText('São Paulo');

  await card.getByRole('button', { name: /^Excluir questão #\d+$/ }).click();
  await page.getByRole('dialog', { name: 'Excluir questão' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Questão excluída com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma questão encontrada')).toBeVisible();
});
