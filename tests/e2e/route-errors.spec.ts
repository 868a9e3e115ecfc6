import { axeBothThemes } from './a11y-helpers.js';
import { expect, signInAs, test } from './fixtures.js';
import { alternativa, respostaCorreta, startSimulado } from './simulado-helpers.js';

/**
 * A page whose code does not arrive — the connection dropped, or a deploy replaced the files the tab
 * knew (the server answers an old build's file with 404) — shows a pt-BR message and a reload, never
 * the router's English error screen with the error itself (src/web/app/route-error.tsx).
 */
test.use({ viewport: { width: 360, height: 740 } });

test('inside the signed-in shell: the menu stays, and reloading opens the page once its code arrives', async ({
  page,
}) => {
  await signInAs(page, 'aluno');
  const missing = /\/assets\/ranking-page-[^/]+\.js$/;
  await page.route(missing, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

  await page.goto('/ranking');
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta página' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Verifique sua conexão com a internet');
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Unexpected|TypeError|dynamically imported|ranking-page/);
  expect(await axeBothThemes(page, 'page that did not load, in the shell')).toEqual([]);

  await page.unroute(missing);
  await alert.getByRole('button', { name: 'Recarregar página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Geral/ })).toBeVisible();
});

test('on its own, for a signed-out visitor: the message, a reload and the way to the start', async ({ page }) => {
  await page.route(/\/assets\/signup-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

  await page.goto('/cadastro');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar esta página');
  await expect(alert.getByRole('button', { name: 'Recarregar página' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/dashboard');
  await expect(page.locator('body')).not.toContainText(/Unexpected|TypeError|dynamically imported|signup-page/);
  expect(await axeBothThemes(page, 'page that did not load, on its own')).toEqual([]);
});

test("a player's dialog whose code does not arrive: a toast, the simulado kept, and the next try opens it", async ({
  page,
  student,
}) => {
  void student;
  const dialogs = /\/assets\/player-dialogs-[^/]+\.js$/;
  await page.route(dialogs, (route) => route.abort('internetdisconnected'));
  await startSimulado(page);
  await alternativa(page, await respostaCorreta(page)).click();
  await page.getByRole('button', { name: 'Conferir' }).click();

  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Não foi possível abrir esta janela.', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Finalizar Simulado' })).toHaveCount(0);
  await expect(page.getByText('Questão 1 de 10')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Situação da questão' })).toHaveText('Correta');

  await page.unroute(dialogs);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalizar Simulado' });
  await expect(confirm).toContainText('Você conferiu 1 de 10 questões');
});
