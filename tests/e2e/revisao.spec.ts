import type { Page } from '@playwright/test';
import { axeBothThemes, setTheme, VIEWPORTS } from './a11y-helpers.js';
import { expect, test } from './fixtures.js';
import { alternativa, respostaCorreta, respostaErrada, situacao, startSimulado } from './simulado-helpers.js';

// Issue 27 §3: questions answered wrong come back as review cards; 'Revisar hoje (N)' on the dashboard
// plays them, and the review lands in the history as 'Revisão'.

const revisaoCard = (page: Page) => page.getByRole('region', { name: 'Revisão do dia' });

/** axe on what is on screen at both widths, light and dark (the same screen, only resized). */
async function axeAtBothWidths(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    problems.push(...(await axeBothThemes(page, `${where} at ${viewport.name}`)));
  }
  return problems;
}

test.use({ reducedMotion: 'reduce' });

test('a question saved to a new caderno from the player, a note on it, and the caderno played as a simulado', async ({
  page,
  student,
}) => {
  void student;
  test.setTimeout(120_000);
  await startSimulado(page, { materia: 'SAT', quantidade: '10' });
  await page.getByRole('button', { name: 'Salvar no caderno' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar no caderno' });
  // A student without cadernos names a new one.
  await dialog.getByLabel('Nome do novo caderno').fill('Erros de SAT');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Questão salva no caderno “Erros de SAT”.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // After Conferir, 'Minhas anotações' sits where the explanation is.
  await alternativa(page, await respostaCorreta(page)).click();
  await page.getByRole('button', { name: 'Conferir' }).click();
  const notas = page.getByRole('region', { name: 'Minhas anotações' });
  await notas.getByRole('button', { name: 'Escrever uma anotação' }).click();
  await notas.getByLabel('Sua anotação sobre a questão').fill('Rever a regra de três.');
  await notas.getByRole('button', { name: 'Salvar anotação' }).click();
  await expect(notas).toContainText('Rever a regra de três.');

  // /cadernos lists it; its page plays it (the simulado in progress is replaced when asked).
  await page.getByRole('navigation').first().getByRole('link', { name: 'Cadernos' }).click();
  await page.getByRole('link', { name: /Erros de SAT/ }).click();
  await expect(page.getByRole('heading', { name: 'Erros de SAT' })).toBeVisible();
  await expect(page.getByText('1 questão', { exact: true })).toBeVisible();
  const problems = await axeAtBothWidths(page, '/cadernos/:id');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Resolver caderno' }).click();
  await page
    .getByRole('dialog', { name: 'Simulado em Andamento' })
    .getByRole('button', { name: 'Novo Simulado' })
    .click();
  await expect(page).toHaveURL(/\/simulados\/caderno\/\d+$/);
  await expect(page.getByText('Questão 1 de 1')).toBeVisible();
  await expect(page.getByText('Caderno', { exact: true })).toBeVisible();
  await alternativa(page, await respostaErrada(page)).click();
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(page.getByRole('region', { name: 'Minhas anotações' })).toContainText('Rever a regra de três.');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByRole('dialog', { name: 'Finalizar Simulado' }).getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Erros de SAT' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a review session from the dashboard to the history', async ({ page, student }) => {
  void student;
  // FSRS brings a wrong answer back after a minute (Again): the test waits for that minute to pass.
  test.setTimeout(300_000);

  // A new student has no cards: the card says how they come.
  await page.goto('/dashboard');
  // The first page of a fresh server: a busy machine may take longer than the usual 15 s.
  await expect(revisaoCard(page)).toContainText(
    'As questões que você errar ou responder depois de Espiar voltam aqui',
    {
      timeout: 60_000,
    },
  );

  // Two questions of a free subject answered wrong, through the player.
  await startSimulado(page, { materia: 'SAT', quantidade: '10' });
  for (const n of [1, 2]) {
    if (n > 1) {
      await page.getByRole('button', { name: 'Próxima' }).click();
      await expect(page.getByText(`Questão ${n} de 10`)).toBeVisible();
    }
    await alternativa(page, await respostaErrada(page)).click();
    await page.getByRole('button', { name: 'Conferir' }).click();
    await expect(situacao(page)).toHaveText('Incorreta');
  }
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByRole('dialog', { name: 'Finalizar Simulado' }).getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);

  // Right after: nothing due yet, and when the next card is (axe on that state, and on /simulados' card).
  await page.goto('/dashboard');
  await expect(revisaoCard(page)).toContainText('Nenhuma questão para revisar hoje');
  await expect(revisaoCard(page)).toContainText(/Próxima revisão: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  const problems = await axeAtBothWidths(page, '/dashboard review card, nothing due');
  await page.goto('/simulados');
  await expect(page.getByRole('region', { name: 'Revisão do dia' })).toContainText('Nenhuma questão para revisar hoje');
  problems.push(...(await axeAtBothWidths(page, '/simulados review card, nothing due')));
  await page.setViewportSize({ width: 1366, height: 768 });

  // A minute on, both cards are due.
  await expect
    .poll(async () => ((await (await page.request.get('/api/revisao')).json()) as { devidas: number }).devidas, {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBe(2);
  await page.goto('/dashboard');
  const start = revisaoCard(page).getByRole('button', { name: 'Revisar hoje (2)' });
  await expect(start).toBeVisible();
  problems.push(...(await axeAtBothWidths(page, '/dashboard review card, 2 due')));
  await start.click();

  await expect(page).toHaveURL(/\/simulados\/revisao$/);
  await expect(page.getByText('Questão 1 de 2')).toBeVisible();
  await expect(page.getByText('Revisão do dia')).toBeVisible();

  // First card: right this time, then 'Não revisar mais esta questão'.
  await alternativa(page, await respostaCorreta(page)).click();
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(situacao(page)).toHaveText('Correta');
  const remover = page.getByRole('button', { name: 'Não revisar mais esta questão' });
  await expect(remover).toBeVisible();
  problems.push(...(await axeAtBothWidths(page, '/simulados/revisao player after Conferir')));
  await page.setViewportSize({ width: 1366, height: 768 });
  await remover.click();
  await expect(page.getByText('Questão removida da revisão.')).toBeVisible();
  await expect(page.getByText('Fora da sua revisão.')).toBeVisible();

  // Second card: right too; the keyboard reaches Finalizar.
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Questão 2 de 2')).toBeVisible();
  await alternativa(page, await respostaCorreta(page)).click();
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(situacao(page)).toHaveText('Correta');
  await page.getByRole('button', { name: 'Finalizar' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Finalizar Simulado' }).getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
  const resultado = new URL(page.url()).pathname;

  // The history lists it as 'Revisão', linking to its results.
  await page.goto('/simulados/historico');
  const revisao = page.getByRole('link', { name: /^Revisão/ });
  await expect(revisao).toHaveAttribute('href', resultado);
  await expect(revisao).toContainText('2 questões');
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText('Total de simulados2');

  // Nothing left due today: one card removed, the other moved on (Good).
  await page.goto('/dashboard');
  await expect(revisaoCard(page)).toContainText('Nenhuma questão para revisar hoje');
  await expect(page.getByRole('region', { name: 'Últimos simulados' })).toContainText('Revisão');
  await setTheme(page, 'light');

  expect(problems, 'axe problems').toEqual([]);
});

test('without a review in progress, /simulados/revisao goes back to /simulados', async ({ page, student }) => {
  void student;
  await page.goto('/simulados/revisao');
  await expect(page).toHaveURL(/\/simulados$/);
});
