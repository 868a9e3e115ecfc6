import { expect, test } from './fixtures.js';
import { questaoId, startSimulado } from './simulado-helpers.js';

test.describe('comments and reports in the player', () => {
  test('comment, like, dislike (toggling), then delete it in Meus Comentários', async ({ page, student }) => {
    void student;
    await page.goto('/comentarios');
    await expect(page.getByText('Você ainda não fez nenhum comentário')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para os simulados' })).toHaveAttribute('href', '/simulados');

    await startSimulado(page, { materia: 'SAT' });
    const id = await questaoId(page);
    const texto = `Dica do teste ${Date.now()}: o 190 é o número da Polícia Militar.`;

    const bar = page.getByRole('group', { name: 'Ações do simulado' });
    await bar.getByRole('button', { name: 'Comentar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar comentário' });
    await dialog.getByRole('button', { name: 'Publicar comentário' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Por favor, escreva seu comentário.');
    await dialog.getByRole('textbox', { name: 'Comentário' }).fill(texto);
    await dialog.getByRole('button', { name: 'Publicar comentário' }).click();
    await expect(page.getByText('Comentário adicionado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Other students may comment on the same question: look only at this one.
    const comentarios = page.getByRole('region', { name: /Comentários/ });
    const meu = comentarios.getByRole('article').filter({ hasText: texto });
    await expect(meu).toBeVisible();
    await expect(meu.getByText('Você', { exact: true })).toBeVisible();
    const like = meu.getByRole('button', { name: /^Gostei/ });
    const dislike = meu.getByRole('button', { name: /^Não gostei/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toContainText('0');

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toContainText('1');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toContainText('0');
    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');
    await expect(dislike).toContainText('0');

    // The reactions are the server's: they survive a reload.
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      comentarios
        .getByRole('article')
        .filter({ hasText: texto })
        .getByRole('button', { name: /^Gostei/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/comentarios');
    const card = page.getByRole('article', { name: `Questão #${id}` }).filter({ hasText: texto });
    await expect(card).toBeVisible();
    await expect(card.getByText('SAT')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Gostei/ })).toContainText('1');
    await card.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir comentário' });
    await expect(confirm).toContainText('Tem certeza que deseja excluir este comentário?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Comentário excluído com sucesso!')).toBeVisible();
    await expect(page.getByText('Você ainda não fez nenhum comentário')).toBeVisible();
  });

  test('report an error on a question, then follow it in Meus reports', async ({ page, student }) => {
    void student;
    await page.goto('/comentarios');
    const meusReports = page.getByRole('region', { name: 'Meus reports' });
    await expect(meusReports.getByText('Você ainda não enviou nenhum report')).toBeVisible();

    await startSimulado(page, { materia: 'Direito Constitucional' });
    const id = await questaoId(page);
    await page.getByRole('button', { name: 'Reportar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar erro' });
    await dialog.getByRole('button', { name: 'Enviar report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Por favor, descreva o erro encontrado.');
    await dialog
      .getByRole('textbox', { name: 'Descrição do erro' })
      .fill('A alternativa correta parece estar trocada.');
    await dialog.getByRole('button', { name: 'Enviar report' }).click();
    await expect(
      page.getByText('Report enviado com sucesso! Obrigado por ajudar a melhorar as questões.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/comentarios');
    const card = meusReports.getByRole('article', { name: `Questão #${id}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pendente', { exact: true })).toBeVisible();
    await expect(card.getByText('Direito Constitucional')).toBeVisible();
    await expect(card.getByText('A alternativa correta parece estar trocada.')).toBeVisible();
  });
});
