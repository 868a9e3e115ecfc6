import type { Page } from '@playwright/test';
import {
  a11yTest as test,
  axeBothThemes,
  checkDialog,
  checkRoutes,
  OPEN_DIALOG,
  VIEWPORTS,
  waitForScreen,
} from './a11y-helpers.js';
import { expect } from './fixtures.js';
import { alternativa, respostaErrada, startSimulado } from './simulado-helpers.js';

// Issue 8: the student's menus and dialogs have no WCAG 2.2 A/AA violation, light and dark, phone and
// desktop. The demo accounts' dialogs are only opened and closed (nothing is saved); the player, the
// results page and what a simulado leaves behind use a fresh student of their own.

const button = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('button', { name }).first();

async function open(page: Page, route: string) {
  await page.goto(route);
  await waitForScreen(page);
}

test.describe('as aluno', () => {
  test.use({ role: 'aluno' });
  for (const viewport of VIEWPORTS) {
    test(`menu, sign-out, notas, calendário, perfil and plan dialogs at ${viewport.name}`, async ({ page }) => {
      test.setTimeout(360_000);
      await page.setViewportSize(viewport);
      const at = `aluno ${viewport.name}`;
      const problems: string[] = [];

      await open(page, '/dashboard');
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        const menu = page.locator('#menu-mobile');
        await expect(menu).toBeVisible();
        problems.push(...(await axeBothThemes(page, `/dashboard ${at} (menu)`, '#menu-mobile')));
        problems.push(
          ...(await checkDialog(page, `/dashboard ${at} Sair`, () =>
            menu.getByRole('button', { name: 'Sair' }).click(),
          )),
        );
      } else {
        problems.push(
          ...(await checkDialog(page, `/dashboard ${at} Sair`, () =>
            page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click(),
          )),
        );
      }

      await open(page, '/notas');
      problems.push(...(await checkDialog(page, `/notas ${at} Nova Nota`, () => button(page, 'Nova Nota').click())));
      // The form's error messages, shown by saving it empty.
      problems.push(
        ...(await checkDialog(page, `/notas ${at} Nova Nota with errors`, async () => {
          await button(page, 'Nova Nota').click();
          await page.locator(OPEN_DIALOG).getByRole('button', { name: 'Salvar' }).click();
          await expect(page.locator(OPEN_DIALOG).getByRole('alert').first()).toBeVisible();
        })),
      );
      problems.push(...(await checkDialog(page, `/notas ${at} Editar`, () => button(page, /^Editar nota/).click())));
      problems.push(...(await checkDialog(page, `/notas ${at} Excluir`, () => button(page, /^Excluir nota/).click())));

      await open(page, '/calendario');
      problems.push(
        ...(await checkDialog(page, `/calendario ${at} Nova Prova`, () => button(page, 'Nova Prova').click())),
      );
      problems.push(
        ...(await checkDialog(page, `/calendario ${at} Gerar novo link`, () =>
          button(page, 'Gerar novo link').click(),
        )),
      );

      await open(page, '/perfil');
      problems.push(
        ...(await checkDialog(page, `/perfil ${at} Alterar Senha`, () => button(page, 'Alterar Senha').click())),
      );
      problems.push(...(await checkDialog(page, `/perfil ${at} Sair`, () => button(page, 'Sair').click())));

      await open(page, '/assinatura');
      problems.push(
        ...(await checkDialog(page, `/assinatura ${at} Atenção`, () => button(page, /^Assinar por/).click())),
      );

      expect(problems, 'axe violations').toEqual([]);
    });
  }
});

test.describe('as assinante', () => {
  test.use({ role: 'assinante' });
  for (const viewport of VIEWPORTS) {
    test(`the resumo reader at ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/resumos');
      const problems = await checkDialog(page, `/resumos assinante ${viewport.name} Ler Resumo`, () =>
        button(page, /^Ler Resumo/).click(),
      );
      expect(problems, 'axe violations').toEqual([]);
    });
  }
});

test.describe('a fresh student doing a simulado', () => {
  for (const viewport of VIEWPORTS) {
    test(`player, its dialogs, the results, comments, history and the in-progress dialog at ${viewport.name}`, async ({
      page,
      student,
    }) => {
      void student;
      test.setTimeout(450_000);
      await page.setViewportSize(viewport);
      const at = `student ${viewport.name}`;
      const bar = page.getByRole('group', { name: 'Ações do simulado' });
      const problems: string[] = [];

      await startSimulado(page, { materia: 'SAT', quantidade: '10' });
      const player = page.url().replace(/^https?:\/\/[^/]+/, '');
      problems.push(...(await axeBothThemes(page, `${player} ${at}`)));
      problems.push(
        ...(await checkDialog(page, `${player} ${at} Reportar`, () =>
          bar.getByRole('button', { name: 'Reportar' }).click(),
        )),
      );
      problems.push(
        ...(await checkDialog(page, `${player} ${at} Comentar`, () =>
          bar.getByRole('button', { name: 'Comentar' }).click(),
        )),
      );
      // A comment of one's own, for the player's comment list and Meus Comentários.
      await bar.getByRole('button', { name: 'Comentar' }).click();
      await page
        .locator(OPEN_DIALOG)
        .getByRole('textbox', { name: 'Comentário' })
        .fill('Dica: leia o enunciado duas vezes.');
      await page.locator(OPEN_DIALOG).getByRole('button', { name: 'Publicar comentário' }).click();
      await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);

      // A wrong answer checked: the right and the wrong alternative are marked in colour.
      await alternativa(page, await respostaErrada(page)).click();
      await bar.getByRole('button', { name: 'Conferir' }).click();
      await expect(page.getByRole('status', { name: 'Situação da questão' })).toHaveText('Incorreta');
      // What the others chose arrives after Conferir: check the screen once it has settled.
      await expect(page.getByText(/Poucas respostas ainda|Acertaram:/)).toBeVisible();
      problems.push(...(await axeBothThemes(page, `${player} ${at} after Conferir`)));
      problems.push(
        ...(await checkDialog(page, `${player} ${at} Reiniciar`, () =>
          bar.getByRole('button', { name: 'Reiniciar' }).click(),
        )),
      );
      problems.push(
        ...(await checkDialog(page, `${player} ${at} Finalizar`, () =>
          bar.getByRole('button', { name: 'Finalizar' }).click(),
        )),
      );
      await bar.getByRole('button', { name: 'Finalizar' }).click();
      await page.locator(OPEN_DIALOG).getByRole('button', { name: 'Finalizar' }).click();
      await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
      await waitForScreen(page);
      problems.push(...(await axeBothThemes(page, `/simulados/resultados ${at}`)));
      // The review's three filters each on one line, inside the screen.
      for (const filtro of await page.getByRole('group', { name: 'Filtrar revisão' }).getByRole('button').all()) {
        const box = (await filtro.boundingBox())!;
        const lines = await filtro.evaluate(
          (el) => el.getClientRects().length && el.scrollHeight > el.clientHeight + 1,
        );
        if (lines || box.x + box.width > viewport.width)
          problems.push(`/simulados/resultados ${at}: filter cut or on two lines`);
      }

      problems.push(...(await checkRoutes(page, ['/comentarios'], at)));
      problems.push(...(await checkDialog(page, `/comentarios ${at} Excluir`, () => button(page, /^Excluir/).click())));
      problems.push(...(await checkRoutes(page, ['/simulados/historico'], at)));
      // The card's date and counts stay inside their column, never under the grade beside it (on a
      // phone the band's badge gives way).
      const card = page.getByRole('link', { name: /^SAT/ }).first();
      const overflow = await card.locator('time').evaluate((time) => {
        const column = time.closest('div')!.getBoundingClientRect();
        return time.getBoundingClientRect().right - column.right;
      });
      if (overflow > 0.5) problems.push(`/simulados/historico ${at}: the date runs ${overflow} px out of its column`);
      problems.push(
        ...(await checkDialog(page, `/simulados/historico ${at} Limpar`, () =>
          button(page, 'Limpar histórico').click(),
        )),
      );

      // A simulado left in progress (another subject, so the question commented on above cannot come
      // back), then /simulados again: it opens 'Simulado em Andamento'.
      await startSimulado(page, { materia: 'Direito Constitucional', quantidade: '10' });
      problems.push(
        ...(await checkDialog(page, `/simulados ${at} Simulado em Andamento`, () =>
          page.goto('/simulados').then(() => {}),
        )),
      );

      expect(problems, 'axe violations').toEqual([]);
    });
  }
});
