import { appOrigin, expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';

const media = (page: Page, name: string) => page.getByRole('group', { name });

async function fillNota(
  page: Page,
  dialogName: string,
  fields: { materia?: string; nota: string; descricao?: string },
) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  if (fields.materia) await dialog.getByLabel('Matéria').selectOption({ label: fields.materia });
  await dialog.getByLabel('Nota').fill(fields.nota);
  if (fields.descricao !== undefined) await dialog.getByLabel('Descrição (opcional)').fill(fields.descricao);
  await dialog.getByRole('button', { name: dialogName === 'Nova Nota' ? 'Salvar' : 'Atualizar' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('notas', () => {
  test('a new student creates, edits and deletes notas and the averages follow each change', async ({
    page,
    student,
  }) => {
    void student;
    await page.goto('/notas');
    await expect(page.getByRole('heading', { name: 'Minhas Notas' })).toBeVisible();
    await expect(page.getByText('Você ainda não cadastrou nenhuma nota')).toBeVisible();

    // The form refuses an empty subject and grade before anything is sent.
    await page.getByRole('button', { name: 'Cadastrar primeira nota' }).click();
    const nova = page.getByRole('dialog', { name: 'Nova Nota' });
    await nova.getByRole('button', { name: 'Salvar' }).click();
    await expect(nova.getByText('Por favor, selecione a matéria.')).toBeVisible();
    await expect(nova.getByText('Por favor, informe a nota.')).toBeVisible();

    await fillNota(page, 'Nova Nota', { materia: 'Língua Portuguesa', nota: '8', descricao: 'Prova bimestral' });
    await expect(page.getByText('Nota salva com sucesso!')).toBeVisible();
    await expect(media(page, 'Média Módulo Básico')).toContainText('8,0');
    await expect(media(page, 'Média Módulo Básico')).toContainText('Excelente');
    await expect(media(page, 'Média Geral')).toContainText('Cadastre notas nos dois módulos');

    // A practical subject of the specific module: only graded here, never in a simulado.
    await page.getByRole('button', { name: 'Nova Nota' }).click();
    await fillNota(page, 'Nova Nota', { materia: 'Tiro Policial — Prática (Apenas Notas)', nota: '5' });
    await expect(media(page, 'Média Módulo Específico')).toContainText('5,0');
    await expect(media(page, 'Média Módulo Específico')).toContainText('Regular');
    await expect(media(page, 'Média Geral')).toContainText('6,5');

    const tiro = page.getByRole('article').filter({ hasText: 'Tiro Policial' });
    await expect(tiro).toContainText('Prática');
    await expect(tiro).toContainText('Regular');

    await page.getByRole('button', { name: 'Editar nota de Tiro Policial' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar Nota' }).getByLabel('Nota')).toHaveValue('5');
    // Written as a Brazilian student writes it: with a decimal comma.
    await fillNota(page, 'Editar Nota', { nota: '9,5' });
    await expect(page.getByText('Nota atualizada com sucesso!')).toBeVisible();
    await expect(tiro).toContainText('9,5');
    await expect(tiro).toContainText('Excelente');
    await expect(media(page, 'Média Geral')).toContainText('8,8');

    await page.getByRole('button', { name: 'Excluir nota de Língua Portuguesa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir nota' });
    await expect(confirm).toContainText('Tem certeza que deseja excluir esta nota?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Nota excluída com sucesso!')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(media(page, 'Média Módulo Básico')).toContainText('Nenhuma nota ainda');
    await expect(media(page, 'Média Geral')).toContainText('Cadastre notas nos dois módulos');

    // The change is kept on the server and the dashboard, reached without a reload, shows it.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Início', exact: true }).click();
    const ultimas = page.getByRole('region', { name: 'Últimas notas' });
    await expect(ultimas.getByRole('listitem')).toHaveCount(1);
    await expect(ultimas).toContainText('Tiro Policial');
  });

  test('on a phone the notas are cards that fit the screen', async ({ page, student }) => {
    void student;
    await page.setViewportSize({ width: 360, height: 780 });
    const opcoes = await page.request.get('/api/notas/materias');
    const { materias } = (await opcoes.json()) as { materias: Array<{ id: number }> };
    for (const [materiaId, nota] of [
      [materias[0]!.id, 7.25],
      [materias.at(-1)!.id, 3],
    ] as const) {
      const res = await page.request.post('/api/notas', {
        headers: appOrigin,
        data: { materiaId, nota, data: '2025-03-10', descricao: 'Uma descrição longa o bastante para quebrar linha' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/notas');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const locator of [
      page.getByRole('article').first(),
      page.getByRole('button', { name: /^Excluir nota de / }).first(),
    ]) {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});
