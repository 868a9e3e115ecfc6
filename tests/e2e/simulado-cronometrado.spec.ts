import type { Page } from '@playwright/test';
import { axeBothThemes, setTheme, VIEWPORTS, waitForScreen } from './a11y-helpers.js';
import { expect, test } from './fixtures.js';
import { alternativa, respostaCorreta } from './simulado-helpers.js';

// Issue 27 §4: a timed simulado. The browser's clock is Playwright's (page.clock), moved forward by the
// test (it also runs at real speed); the server keeps its own time, so the save lands in time and every
// conferred answer counts.

const timer = (page: Page) => page.getByRole('timer', { name: 'Tempo restante' });

/** The seconds the countdown shows ('mm:ss'). */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await timer(page).textContent()) ?? '';
  const match = /(\d\d):(\d\d)/.exec(text);
  if (!match) throw new Error(`no time in the countdown: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

async function startTimed(page: Page, quantidade = '10') {
  await page.goto('/simulados');
  await page.getByLabel('Matéria').selectOption({ label: 'SAT — Gratuita' });
  await page.getByLabel('Quantidade de questões').selectOption({ label: quantidade });
  await expect(page.getByLabel('Tempo de prova')).toHaveValue('');
  await page.getByLabel('Tempo de prova').selectOption({ label: '1 min por questão' });
  await page.getByRole('button', { name: 'Iniciar Simulado' }).click();
  await expect(page).toHaveURL(/\/simulados\/realizar\/\d+$/);
  await expect(page.getByRole('radiogroup', { name: 'Alternativas' })).toBeVisible();
  await expect(timer(page)).toBeVisible();
}

test.describe('timed simulado', () => {
  test('runs out across a reload: the countdown goes on from the deadline and the simulado finishes by itself', async ({
    page,
    student,
  }) => {
    void student;
    test.setTimeout(180_000);
    await page.clock.install();
    await startTimed(page, '10');
    // 10 questions × 1 min.
    expect(await shownSeconds(page)).toBeGreaterThan(9 * 60);
    expect(await shownSeconds(page)).toBeLessThanOrEqual(10 * 60);

    // Confer one: the server is told at once (the check-in).
    const certa = await respostaCorreta(page);
    await alternativa(page, certa).click();
    const checkin = page.waitForResponse(
      (res) => /\/api\/simulados\/sessoes\/[^/]+\/respostas$/.test(res.url()) && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Conferir' }).click();
    expect((await checkin).status()).toBe(201);
    await expect(page.getByText('Resposta correta!')).toBeVisible();

    // Four minutes on, then a reload: the countdown starts from the deadline, not from 10:00.
    await page.clock.fastForward('04:00');
    await expect.poll(() => shownSeconds(page)).toBeLessThanOrEqual(6 * 60);
    const beforeReload = await shownSeconds(page);
    await page.reload();
    await expect(page.getByText('Resposta correta!')).toBeVisible();
    const afterReload = await shownSeconds(page);
    expect(afterReload).toBeLessThanOrEqual(beforeReload);
    expect(afterReload).toBeGreaterThan(beforeReload - 60);

    // The last minute is urgent; at zero the simulado finishes by itself and opens its results.
    await page.clock.fastForward((await shownSeconds(page)) * 1000 - 30_000);
    await expect(timer(page)).toHaveClass(/text-red-800/);
    await page.clock.fastForward((await shownSeconds(page)) * 1000 + 1000);
    await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
    await expect(page.getByText('Tempo esgotado: o simulado foi finalizado.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'SAT' })).toBeVisible();
    await expect(page.getByText('1 questão respondida')).toBeVisible();
    const hasCopy = await page.evaluate(() =>
      Object.keys(localStorage).some((k) => k.startsWith('simuladoEmAndamento:')),
    );
    expect(hasCopy).toBe(false);

    // The server kept the deadline with the simulado, and the one answer conferred (in time on its clock).
    const id = Number(/resultados\/(\d+)$/.exec(page.url())?.[1]);
    const resultado = (await (await page.request.get(`/api/simulados/${id}`)).json()) as {
      questoesRespondidas: number;
      foraDoPrazo: number;
      prazo: string | null;
    };
    expect(resultado).toMatchObject({ questoesRespondidas: 1, foraDoPrazo: 0 });
    expect(resultado.prazo).not.toBeNull();
  });

  test.describe('accessibility', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the player with its countdown: axe in both themes at 360 and 1366 px, also in the last minute', async ({
      page,
      student,
    }) => {
      void student;
      // Twelve axe runs (three screens, two widths, two themes).
      test.setTimeout(360_000);
      await page.clock.install();
      await startTimed(page, '10');
      await waitForScreen(page);
      // Axe takes its time on a busy machine: the page's time stands still while it looks (timers and
      // animation frames still run).
      const now = await page.evaluate(() => Date.now());
      await page.clock.setFixedTime(now);
      const problems: string[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        problems.push(...(await axeBothThemes(page, `player with countdown ${viewport.name}`)));
      }
      await page.setViewportSize(VIEWPORTS[1]);
      await setTheme(page, 'light');
      await page.screenshot({ path: '.tmp/cronometro-1366-light.png' });

      await page.clock.setFixedTime(now + (await shownSeconds(page)) * 1000 - 50_000);
      await expect(timer(page)).toHaveClass(/text-red-800/);
      await page.setViewportSize(VIEWPORTS[0]);
      await setTheme(page, 'dark');
      await page.screenshot({ path: '.tmp/cronometro-360-dark-urgente.png' });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        problems.push(...(await axeBothThemes(page, `player in the last minute ${viewport.name}`)));
      }
      // Still the player: the checks above looked at the countdown in its last minute.
      await expect(timer(page)).toHaveClass(/text-red-800/);
      expect(problems).toEqual([]);

      // The configuration with its new field, too (the simulado left behind is dropped first).
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('simuladoEmAndamento:')) localStorage.removeItem(key);
      });
      await page.goto('/simulados');
      await waitForScreen(page);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        problems.push(...(await axeBothThemes(page, `/simulados with 'Tempo de prova' ${viewport.name}`)));
      }
      expect(problems).toEqual([]);
    });
  });
});
