import type { Page } from '@playwright/test';
import { axeBothThemes, setTheme } from './a11y-helpers.js';
import { expect, test } from './fixtures.js';
import { alternativa, respostaCorreta, startSimulado } from './simulado-helpers.js';

/**
 * Issue 27 §5, decision 0042: Bizu is installable, opens with no network, and a simulado finished
 * offline is sent once the network returns. Service workers are allowed here (the default) whatever
 * the rest of the suite does.
 */
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });

const PENDING = 'Sem conexão: o simulado será enviado quando a internet voltar.';

/** Waits until this page's worker is active (its precache complete) and then controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('the app is installable: its manifest, icons and a worker that controls the page after a reload', async ({
  page,
  student: _student,
}) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as {
    name: string;
    lang: string;
    display: string;
    icons: Array<{ src: string }>;
  };
  expect(body).toMatchObject({ name: 'Bizu', short_name: 'Bizu', lang: 'pt-BR', display: 'standalone' });
  for (const icon of body.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' }).first()).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledByWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' }).first()).toBeVisible();
});

test('a simulado played and finished offline is sent once when the network returns', async ({
  page,
  context,
  student: _student,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' }).first()).toBeVisible();
  await controlledByWorker(page);
  await startSimulado(page, { quantidade: '10' });
  const url = page.url();

  // The network goes: a reload still opens the player, from the worker's shell and the copy in progress.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('radiogroup', { name: 'Alternativas' })).toBeVisible();
  await alternativa(page, await respostaCorreta(page)).click();
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(page.getByRole('status', { name: 'Situação da questão' })).toHaveText('Correta');
  await page.getByRole('button', { name: 'Próxima' }).click();
  await alternativa(page, await respostaCorreta(page)).click();
  await page.getByRole('button', { name: 'Conferir' }).click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalizar Simulado' });
  await dialog.getByRole('button', { name: 'Finalizar' }).click();

  await expect(page.getByRole('heading', { name: 'Simulado guardado neste aparelho' })).toBeVisible();
  await expect(page.getByText(PENDING)).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('simuladoEmAndamento:')))).toBe(
    false,
  );

  // The pending state: axe in both themes at 1366 and 360 px, and a look at it.
  const problems: string[] = [];
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
    problems.push(...(await axeBothThemes(page, `pending save ${width}px`)));
  }
  expect(problems).toEqual([]);
  await setTheme(page, 'dark');
  await page.screenshot({ path: testInfo.outputPath('offline-pending-360-dark.png'), fullPage: true });
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: testInfo.outputPath('offline-pending-1366-light.png') });

  // The network returns: the save is sent, the toast says so and the panel links to the result.
  await context.setOffline(false);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Simulado enviado.' })).toBeVisible();
  const verResultado = page.getByRole('main').getByRole('link', { name: 'Ver resultado' });
  await expect(verResultado).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-sent-1366-light.png') });

  const historico = (await (await page.request.get('/api/simulados')).json()) as { itens: Array<{ id: number }> };
  expect(historico.itens).toHaveLength(1);
  await expect(verResultado).toHaveAttribute('href', `/simulados/resultados/${historico.itens[0]!.id}`);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('simuladosPendentes:')))).toBe(
    false,
  );

  await page.goto('/simulados/historico');
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico' }).first()).toBeVisible();
  await expect(page.getByText(PENDING)).toHaveCount(0);
  await verResultadoOnce(page, historico.itens[0]!.id);
});

/** The history shows the simulado, and only once. */
async function verResultadoOnce(page: Page, id: number) {
  await expect(page.locator(`a[href="/simulados/resultados/${id}"]`).first()).toBeVisible();
  const links = await page
    .locator('a[href^="/simulados/resultados/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
  expect(links).toEqual([`/simulados/resultados/${id}`]);
}

test('/login opened with no network shows its form and says signing in needs the internet', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(
    page.getByText('Você está sem internet. Entrar exige conexão: conecte-se e tente novamente.'),
  ).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('Você está sem internet.', { exact: false })).toHaveCount(0);
});
