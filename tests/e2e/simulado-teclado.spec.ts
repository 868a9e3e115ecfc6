import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectBarFits, expectVisibleFocus, press, tabTo } from './keyboard-helpers.js';
import { alternativa, LETTERS, respostaCorreta, situacao, startSimulado, wrongLetter } from './simulado-helpers.js';

/**
 * A whole simulado with the keyboard alone (issue 8): configuration, every question, the question map,
 * the comment and report dialogs, the confirmation, the result and the history. No click, no fill: only
 * keys. After every key the focused element must show a visible focus indicator.
 */

type Letter = (typeof LETTERS)[number];

const focused = (target: Locator) => expect(target).toBeFocused();

/** Presses ArrowDown on a closed <select> until the option labelled `label` is chosen. */
async function chooseOption(page: Page, select: Locator, label: string) {
  for (let i = 0; i < 20; i++) {
    if ((await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.label)) === label) return;
    await press(page, 'ArrowDown');
  }
  throw new Error(`option ${label} not reached`);
}

/** From the focused alternative, ArrowDown (which chooses, as in any radio group) until `letra`. */
async function arrowTo(page: Page, from: Letter, letra: Letter) {
  const steps = (LETTERS.indexOf(letra) - LETTERS.indexOf(from) + LETTERS.length) % LETTERS.length;
  for (let i = 0; i < steps; i++) await press(page, 'ArrowDown');
  if (steps === 0) await press(page, 'Space');
  await focused(alternativa(page, letra));
  await expect(alternativa(page, letra)).toHaveAttribute('aria-checked', 'true');
}

const scenarios = [
  { name: '360 px, light', width: 360, height: 740, theme: 'light' },
  { name: '1366 px, dark', width: 1366, height: 768, theme: 'dark' },
] as const;

for (const scenario of scenarios) {
  test.describe(`keyboard only, ${scenario.name}`, () => {
    test.use({ viewport: { width: scenario.width, height: scenario.height }, reducedMotion: 'reduce' });

    test('configure, answer every question, comment, report, finish, review the result and the history', async ({
      page,
      student,
    }) => {
      void student;
      test.setTimeout(270_000);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), scenario.theme);
      await page.goto('/simulados');
      const iniciar = page.getByRole('button', { name: 'Iniciar Simulado' });
      await expect(iniciar).toBeVisible();

      // The first Tab reaches the skip link; it takes the focus past the navigation.
      await press(page, 'Tab');
      await focused(page.getByRole('link', { name: 'Pular para o conteúdo' }));
      await page.keyboard.press('Enter');
      await focused(page.getByRole('main'));

      // Configuration: SAT, only its 'Aula 2' (6 questions), 10 questions asked for.
      const materia = page.getByLabel('Matéria');
      await tabTo(page, materia);
      await chooseOption(page, materia, 'SAT — Gratuita');
      const aula1 = page.getByRole('button', { name: /^Aula 1 / });
      const aula2 = page.getByRole('button', { name: /^Aula 2 / });
      await tabTo(page, aula1);
      await press(page, 'Space');
      await expect(aula1).toHaveAttribute('aria-pressed', 'true');
      await press(page, 'Tab');
      await focused(aula2);
      await press(page, 'Space');
      await tabTo(page, aula1, { back: true });
      await press(page, 'Space');
      await expect(aula1).toHaveAttribute('aria-pressed', 'false');
      await expect(aula2).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('1 aula selecionada.')).toBeVisible();
      const quantidade = page.getByLabel('Quantidade de questões');
      await tabTo(page, quantidade);
      await chooseOption(page, quantidade, '10');
      await tabTo(page, iniciar);
      await page.keyboard.press('Enter');

      // The player: the focus starts at the question's alternatives.
      await expect(page).toHaveURL(/\/simulados\/realizar\/\d+$/);
      await expect(page.getByText('Questão 1 de 6')).toBeVisible();
      await focused(alternativa(page, 'A'));
      await expectVisibleFocus(page);
      await expectBarFits(page);
      const bar = page.getByRole('group', { name: 'Ações do simulado' });
      const barButton = (name: string) => bar.getByRole('button', { name, exact: true });

      // 1st: arrows choose, Tab reaches Conferir; once conferred the focus goes on to Próxima.
      await arrowTo(page, 'A', await respostaCorreta(page));
      await tabTo(page, barButton('Conferir'));
      await press(page, 'Enter');
      await expect(situacao(page)).toHaveText('Correta');
      await focused(barButton('Próxima'));
      await press(page, 'Enter');
      await expect(page.getByText('Questão 2 de 6')).toBeVisible();
      await focused(barButton('Próxima'));

      // 2nd, wrong on purpose: back to the question, a letter chooses (the focus follows), Enter confers.
      await tabTo(page, alternativa(page, 'A'), { back: true });
      const errada = wrongLetter(await respostaCorreta(page));
      await press(page, errada.toLowerCase());
      await focused(alternativa(page, errada));
      await press(page, 'Enter');
      await expect(situacao(page)).toHaveText('Incorreta');

      // 3rd to 6th: → moves on and the focus stays in the alternatives; Space chooses, Enter confers.
      for (let numero = 3; numero <= 6; numero++) {
        await press(page, 'ArrowRight');
        await expect(page.getByText(`Questão ${numero} de 6`)).toBeVisible();
        await focused(alternativa(page, 'A'));
        const certa = await respostaCorreta(page);
        if (numero % 2) {
          await arrowTo(page, 'A', certa);
        } else {
          await press(page, certa.toLowerCase());
          await press(page, 'Space');
        }
        await press(page, 'Enter');
        await expect(situacao(page)).toHaveText('Correta');
      }
      await expect(page.getByText('6/6 conferidas')).toBeVisible();
      await press(page, 'ArrowLeft');
      await expect(page.getByText('Questão 5 de 6')).toBeVisible();

      // The question map opens with Enter and jumps to a question; the focus goes with it.
      const mapa = page.getByText('Mapa de questões');
      await tabTo(page, mapa);
      await press(page, 'Enter');
      await tabTo(page, page.getByRole('button', { name: 'Questão 2: Incorreta' }));
      await press(page, 'Enter');
      await expect(page.getByText('Questão 2 de 6')).toBeVisible();
      await focused(alternativa(page, errada));

      // Comentar: Escape closes and gives the focus back; then a comment written and sent by keyboard.
      await tabTo(page, barButton('Comentar'));
      await press(page, 'Enter');
      const comentar = page.getByRole('dialog', { name: 'Adicionar comentário' });
      await focused(comentar.getByLabel('Comentário'));
      await press(page, 'Escape');
      await expect(comentar).toHaveCount(0);
      await focused(barButton('Comentar'));
      await expectVisibleFocus(page);
      await press(page, 'Enter');
      await focused(comentar.getByLabel('Comentário'));
      // Both scenarios (and any repeat of this test) comment on the same demo question: each comment
      // says which run wrote it.
      const run = `${scenario.name}, ${test.info().repeatEachIndex}.${test.info().retry}`;
      const dica = `Dica (${run}): releia o enunciado antes de conferir.`;
      await page.keyboard.type(dica);
      await tabTo(page, comentar.getByRole('button', { name: 'Publicar comentário' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Comentário adicionado com sucesso!')).toBeVisible();
      await expect(comentar).toHaveCount(0);
      await focused(barButton('Comentar'));
      await expectVisibleFocus(page);
      const meu = page.getByRole('article', { name: /^Comentário de / }).filter({ hasText: dica });
      await expect(meu).toHaveCount(1);
      await expect(meu).toContainText('Você');

      // Reportar: Cancelar by keyboard gives the focus back too.
      await tabTo(page, barButton('Reportar'), { back: true });
      await press(page, 'Enter');
      const reportar = page.getByRole('dialog', { name: 'Reportar erro' });
      await focused(reportar.getByLabel('Descrição do erro'));
      await tabTo(page, reportar.getByRole('button', { name: 'Cancelar' }));
      await page.keyboard.press('Enter');
      await expect(reportar).toHaveCount(0);
      await focused(barButton('Reportar'));
      await expectVisibleFocus(page);

      // Finalizar and its confirmation.
      await tabTo(page, barButton('Finalizar'));
      await press(page, 'Enter');
      const confirmar = page.getByRole('dialog', { name: 'Finalizar Simulado' });
      await expect(confirmar).toContainText('Você conferiu 6 de 6 questões');
      await tabTo(page, confirmar.getByRole('button', { name: 'Finalizar' }));
      await page.keyboard.press('Enter');

      // The result: the focus starts at it; Tab goes through its actions and the review's filters.
      await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
      const resultadoUrl = new URL(page.url()).pathname;
      await focused(page.getByRole('heading', { name: 'SAT', exact: true }));
      await expectVisibleFocus(page);
      await expect(page.getByRole('progressbar', { name: 'Taxa de acerto' })).toHaveAttribute('aria-valuenow', '83');
      const historico = page.getByRole('link', { name: 'Ver histórico' });
      for (const target of [
        page.getByRole('button', { name: 'Refazer' }),
        historico,
        page.getByRole('button', { name: 'Todas (6)' }),
        page.getByRole('button', { name: 'Acertos (5)' }),
        page.getByRole('button', { name: 'Erros (1)' }),
      ]) {
        await tabTo(page, target, { max: 1 });
      }
      await press(page, 'Enter');
      const revisao = page.getByRole('region', { name: 'Revisão das questões' });
      await expect(revisao.getByRole('article')).toHaveCount(1);
      await expect(revisao.getByRole('article', { name: 'Questão 2' })).toBeVisible();

      // The history, reached from the result: filters, then the simulado, which leads back to it.
      await tabTo(page, historico, { back: true, max: 4 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/simulados\/historico$/);
      const card = page.getByRole('list', { name: 'Simulados' }).getByRole('link');
      await expect(card).toHaveCount(1);
      await tabTo(page, page.getByLabel('Módulo'));
      const limpar = page.getByRole('button', { name: 'Limpar histórico' });
      for (const target of [page.getByLabel('Matéria'), page.getByLabel('Ordenar por'), limpar]) {
        await tabTo(page, target, { max: 1 });
      }
      // Its confirmation opens with Enter and Escape leaves everything as it was, the focus included.
      await press(page, 'Enter');
      const limparDialog = page.getByRole('dialog', { name: 'Limpar histórico' });
      await focused(limparDialog.getByRole('button', { name: 'Cancelar' }));
      await page.keyboard.press('Escape');
      await expect(limparDialog).toHaveCount(0);
      await focused(limpar);
      await expectVisibleFocus(page);
      await tabTo(page, card, { max: 1 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(resultadoUrl);
      await focused(page.getByRole('heading', { name: 'SAT', exact: true }));
      await expectVisibleFocus(page);
    });
  });
}

test('the in-progress dialog gives the focus to the form, or back to Iniciar Simulado, when it closes', async ({
  page,
  student,
}) => {
  void student;
  await startSimulado(page); // the setup only: a simulado left in progress
  await page.goto('/simulados');
  const dialog = page.getByRole('dialog', { name: 'Simulado em Andamento' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectVisibleFocus(page);
  // Opened by itself, it had no control to give the focus back to: the form's first field takes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const materia = page.getByLabel('Matéria');
  await expect(materia).toBeFocused();
  await expectVisibleFocus(page);
  await chooseOption(page, materia, 'Direito Civil — Gratuita');
  // Opened by Iniciar Simulado, it gives the focus back to Iniciar Simulado.
  const iniciar = page.getByRole('button', { name: 'Iniciar Simulado' });
  await tabTo(page, iniciar);
  await press(page, 'Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(iniciar).toBeFocused();
  await expectVisibleFocus(page);
});

test.describe('the player bar on narrow phones', () => {
  for (const width of [320, 360]) {
    test(`shows every label whole at ${width} px`, async ({ page, student }) => {
      void student;
      await page.setViewportSize({ width, height: 700 });
      await startSimulado(page);
      await expectBarFits(page);
      // Conferred: Conferir and Espiar turn disabled, Finalizar enabled; still nothing cut or overlapping.
      await page.keyboard.press('c');
      await page.keyboard.press('Enter');
      await expect(situacao(page)).not.toHaveText('Não conferida');
      await expectBarFits(page);
    });
  }
});

test.describe('a control reached with Tab just below the player bar', () => {
  for (const width of [360, 1366]) {
    test(`scrolls clear of the bar at ${width} px, also before the bar was first measured`, async ({
      page,
      student,
    }) => {
      void student;
      await page.setViewportSize({ width, height: 740 });
      await startSimulado(page);
      const mapa = page.getByText('Mapa de questões');
      // The map's summary sits behind the bar, and the bar's measured padding is not there (as between
      // the player's first paint and the bar's first measure): only the stylesheet keeps it clear.
      await mapa.evaluate((summary) => {
        document.documentElement.style.removeProperty('scroll-padding-bottom');
        const bar = document.querySelector('[data-player-bar]')!.getBoundingClientRect();
        window.scrollBy(0, summary.getBoundingClientRect().top - (bar.top + bar.bottom) / 2);
      });
      await page.getByRole('radiogroup', { name: 'Alternativas' }).getByRole('radio').last().focus();
      await tabTo(page, mapa);
    });
  }
});

test.describe('a field refused by the form', () => {
  for (const theme of ['light', 'dark']) {
    test(`keeps a focus ring that stands out (3:1) in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/login');
      const email = page.getByLabel('Email');
      await email.focus();
      await page.keyboard.press('Enter');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await expectVisibleFocus(page);
    });
  }
});
