import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.js';
import { alternativa, respostaCorreta, respostaErrada, situacao } from './simulado-helpers.js';

/**
 * Watches, frame by frame, the next accuracy ring a page draws (one not on screen yet) and keeps, in
 * `window.__ringFirstFrame`, how many of twelve points around its band the first frame that drew anything
 * had painted. Swept in (Chart.js's default), that first frame holds a short arc near the top; drawn
 * whole, all twelve. The points sit between the arcs' joins (15°, 45°, …), where the borders do not fall
 * when the ring is split in halves.
 */
function watchNextRingFirstFrame(page: Page) {
  return page.evaluate(() => {
    const state = window as unknown as { __ringFirstFrame?: number };
    delete state.__ringFirstFrame;
    const before = new Set(document.querySelectorAll('canvas'));
    const painted = (canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return 0;
      const radius = (Math.min(canvas.width, canvas.height) / 2) * 0.86;
      let count = 0;
      for (let i = 0; i < 12; i++) {
        const angle = ((i * 30 + 15) * Math.PI) / 180;
        const x = Math.round(canvas.width / 2 + radius * Math.sin(angle));
        const y = Math.round(canvas.height / 2 - radius * Math.cos(angle));
        if (context.getImageData(x, y, 1, 1).data[3]! > 0) count++;
      }
      return count;
    };
    const frame = () => {
      const ring = [...document.querySelectorAll<HTMLCanvasElement>('canvas[aria-label^="Gráfico:"]')].find(
        (canvas) => !before.has(canvas),
      );
      const count = ring ? painted(ring) : 0;
      if (count > 0) state.__ringFirstFrame = count;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test.describe('dashboard', () => {
  test('the demo subscriber sees the greeting, the stats, the ranking place and the last notas', async ({ page }) => {
    await signInAs(page, 'assinante');
    await page.goto('/dashboard');

    await expect(page.getByRole('heading', { name: 'Olá, Assinante!' })).toBeVisible();
    await expect(page.getByText(/^Faltam \d+ dias para sua assinatura expirar/)).toBeVisible();
    for (const name of ['Média geral', 'Média Básico', 'Média Específico', 'Simulados realizados']) {
      await expect(page.getByRole('group', { name })).toBeVisible();
    }
    // The subscriber is in edital 01/2025 with notas in both modules.
    const ranking = page.getByRole('region', { name: 'Ranking' });
    await expect(ranking).toContainText(/Nº \d+ de \d+ alunos no ranking/);
    await ranking.getByRole('link', { name: 'Ver ranking' }).click();
    await expect(page).toHaveURL(/\/ranking$/);

    await page.goto('/dashboard');
    const notas = page.getByRole('region', { name: 'Últimas notas' });
    await expect(notas.getByRole('listitem').first()).toBeVisible();
    await expect(notas.getByRole('listitem')).toHaveCount(3);
    await expect(notas.getByRole('link', { name: 'Ver todas as notas' })).toHaveAttribute('href', '/notas');
    await expect(page.getByRole('link', { name: /Fazer um simulado/ })).toHaveAttribute('href', '/simulados');

    // The seed's three finished simulados (30 answers, 19 right without a peek): the ring and the list,
    // not the empty states a newcomer would otherwise see first.
    const desempenho = page.getByRole('region', { name: 'Desempenho nas questões' });
    await expect(desempenho.getByRole('img', { name: /^Gráfico: \d+ acertos e \d+ erros$/ })).toBeVisible();
    const ultimos = page.getByRole('region', { name: 'Últimos simulados' });
    await expect(ultimos.getByRole('listitem')).toHaveCount(3);
    await expect(ultimos).toContainText('Legislação Institucional PM');
  });

  test('a new student is told what to do first; after a simulado the dashboard counts it', async ({
    page,
    student,
  }) => {
    void student;
    test.setTimeout(180_000);
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Simulados realizados' })).toContainText('0');
    await expect(page.getByRole('link', { name: 'Faça seu primeiro simulado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadastre sua primeira nota' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadastre a data da sua prova' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ranking' })).toContainText('Selecione o seu edital no perfil');

    // Through the menu, never reloading: the dashboard the browser holds must be brought up to date.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Simulados', exact: true }).click();
    await page.getByLabel('Matéria').selectOption({ label: 'SAT — Gratuita' });
    await page.getByRole('button', { name: 'Iniciar Simulado' }).click();
    await expect(page).toHaveURL(/\/simulados\/realizar\/\d+$/);

    // One right and one wrong answer: nota 5,0.
    await alternativa(page, await respostaCorreta(page)).click();
    await page.getByRole('button', { name: 'Conferir' }).click();
    await expect(situacao(page)).toHaveText('Correta');
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Questão 2 de 10')).toBeVisible();
    await alternativa(page, await respostaErrada(page)).click();
    await page.getByRole('button', { name: 'Conferir' }).click();
    await expect(situacao(page)).toHaveText('Incorreta');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByRole('dialog', { name: 'Finalizar Simulado' }).getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
    const resultado = new URL(page.url()).pathname;

    // A student who asked for less motion gets the ring drawn whole, not swept in (CSS cannot reach a canvas).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchNextRingFirstFrame(page);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Início' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('group', { name: 'Simulados realizados' })).toContainText('1');
    await expect(page.getByRole('group', { name: 'Média geral' })).toContainText('5,0');
    await expect(page.getByRole('group', { name: 'Média Básico' })).toContainText('5,0');
    const acertos = page.getByRole('region', { name: 'Desempenho nas questões' });
    await expect(acertos.getByRole('img', { name: 'Gráfico: 1 acerto e 1 erro' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __ringFirstFrame?: number }).__ringFirstFrame))
      .toBe(12);
    await expect(acertos.getByText('Questões').locator('xpath=following-sibling::dd')).toHaveText('2');

    const ultimos = page.getByRole('region', { name: 'Últimos simulados' });
    const card = ultimos.getByRole('link', { name: /SAT/ });
    await expect(card).toHaveAttribute('href', resultado);
    await expect(ultimos.getByRole('link', { name: 'Ver histórico' })).toHaveAttribute('href', '/simulados/historico');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${resultado}$`));
  });
});
