import { appOrigin, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

// Its own two questions (created through the API, deleted at the end): the suite's database is shared.
const suffix = Date.now().toString(36).slice(-5);

test('an admin selects questions and moves them to another matéria in one action', async ({ page }) => {
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const catalogo = (await (await page.request.get('/api/admin/catalogo')).json()) as {
    materias: { id: number; nome: string; tipo: string }[];
  };
  const [origem, destino] = catalogo.materias.filter((m) => m.tipo === 'teorica');
  const marca = `Lote ${suffix}`;
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/admin/questoes', {
      headers: appOrigin,
      data: {
        materiaId: origem!.id,
        aulaId: null,
        enunciado: `<p>${marca} questão ${n}</p>`,
        alternativaA: 'Um',
        alternativaB: 'Dois',
        alternativaC: 'Três',
        alternativaD: 'Quatro',
        alternativaE: 'Cinco',
        respostaCorreta: 'A',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }

  await page.goto('/admin/questions');
  await page.getByLabel('Buscar').fill(marca);
  await expect(page.getByText('2 questões encontradas')).toBeVisible();
  const bar = page.getByRole('region', { name: 'Ações em lote' });
  await bar.getByText('Selecionar todas desta página').click();
  await expect(bar.getByText('2 questões selecionadas')).toBeVisible();

  await bar.getByRole('button', { name: 'Mover' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mover para outra matéria' });
  await dialog.getByLabel('Matéria de destino').selectOption(String(destino!.id));
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Isto vai alterar 2 questões.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('2 questões alteradas com sucesso!')).toBeVisible();

  for (const id of ids) {
    const card = page.getByRole('article', { name: `Questão #${id}` });
    await expect(card.getByText(destino!.nome, { exact: true })).toBeVisible();
  }
  for (const id of ids)
    expect((await page.request.delete(`/api/admin/questoes/${id}`, { headers: appOrigin })).status()).toBe(204);
});
