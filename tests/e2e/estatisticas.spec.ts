import { request as playwrightRequest, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.js';
import { axeProblems, setTheme, VIEWPORTS, waitForScreen } from './a11y-helpers.js';
import { appOrigin, createStudent, expect, signInAs, test } from './fixtures.js';
import {
  alternativa,
  letrasDaQuestao,
  type LETTERS,
  respostaCorreta,
  startSimulado,
  wrongLetter,
} from './simulado-helpers.js';

// What other students chose (issue 27 §1). Thirty students, signed up through the API, answer every
// question of SAT (a free subject): one in three right, the others all on the same wrong letter. Then a
// student plays in the browser: nothing before Conferir; after it, the share beside each alternative and
// the accuracy, axe-clean in both themes at 360 and 1366 px. Every SAT question now has a wrong
// alternative ahead of the right one, so the admin's 'Questões suspeitas' lists them.

type Letter = (typeof LETTERS)[number];
const ALUNOS = 30;

async function answerAllOfSat(): Promise<void> {
  const students = Array.from({ length: ALUNOS }, (_, k) => k);
  for (let i = 0; i < students.length; i += 10) {
    await Promise.all(
      students.slice(i, i + 10).map(async (k) => {
        const api = await playwrightRequest.newContext({ baseURL });
        try {
          await createStudent(api, `Aluno Estatística ${k}`);
          const opcoes = (await (await api.get('/api/simulados/opcoes')).json()) as {
            materias: Array<{ id: number; nome: string }>;
          };
          const sat = opcoes.materias.find((m) => m.nome === 'SAT');
          if (!sat) throw new Error('the demo data has no SAT subject');
          const selecao = await api.post('/api/simulados/selecao', {
            data: { materiaId: sat.id, quantidade: 500, tipo: 'todas' },
            headers: appOrigin,
          });
          expect(selecao.status(), await selecao.text()).toBe(200);
          const { questoes } = (await selecao.json()) as { questoes: Array<{ id: number; respostaCorreta: Letter }> };
          const save = await api.post('/api/simulados', {
            data: {
              clientKey: crypto.randomUUID(),
              materiaId: sat.id,
              respostas: questoes.map((q) => ({
                questaoId: q.id,
                resposta: k % 3 === 0 ? q.respostaCorreta : wrongLetter(q.respostaCorreta),
              })),
            },
            headers: appOrigin,
          });
          expect(save.status(), await save.text()).toBe(201);
        } finally {
          await api.dispose();
        }
      }),
    );
  }
}

let answered: Promise<void> | undefined;
/** The thirty students' answers, made once per worker before the first test that needs them. */
const ensureAnswers = () => (answered ??= answerAllOfSat());

const shares = (page: Page) => page.getByText(/^\d+ % marcaram$/);
const acerto = (page: Page) => page.getByText(/^Acertaram: \d+ % de [\d.]+ respostas$/);

test.describe.configure({ mode: 'serial', timeout: 360_000 });

test('after Conferir, and never before, each alternative shows its share and the question its accuracy; axe-clean', async ({
  page,
  student,
}) => {
  void student;
  await ensureAnswers();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startSimulado(page);

  const certa = await respostaCorreta(page);
  await alternativa(page, wrongLetter(certa)).click();
  await expect(shares(page)).toHaveCount(0);
  await expect(acerto(page)).toHaveCount(0);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/estatisticas')) asked.push(r.url());
  });
  await page.getByRole('button', { name: 'Conferir' }).click();
  await expect(acerto(page)).toBeVisible();
  // Every alternative has its share; the one most students chose is the wrong letter they all picked.
  for (const letra of await letrasDaQuestao(page)) {
    await expect(alternativa(page, letra)).toContainText(/\d+ % marcaram/);
  }
  await expect(alternativa(page, wrongLetter(certa))).toHaveAccessibleName(/\b(6[0-9]|7[0-9]) % marcaram/);
  expect(asked).toHaveLength(1);
  // The question screen is as it was: the verdict stays.
  await expect(page.getByText(`Você marcou ${wrongLetter(certa)}. A resposta correta é ${certa}.`)).toBeVisible();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(acerto(page)).toBeVisible();
      expect(await axeProblems(page, `player with statistics, ${viewport.name}, ${theme}`)).toEqual([]);
      if ((viewport.width === 360 && theme === 'dark') || (viewport.width === 1366 && theme === 'light')) {
        await page.screenshot({
          path: `.tmp/estatisticas-shots/player-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  }

  // The next question, not yet conferred: nothing of the statistics.
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(shares(page)).toHaveCount(0);
  await expect(acerto(page)).toHaveCount(0);
});

test("the admin's 'Questões suspeitas' lists the SAT questions, sorts them, opens the edit modal; axe-clean", async ({
  page,
}) => {
  await ensureAnswers();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs(page, 'admin');
  await page.goto('/admin/questions');
  await page.getByRole('tab', { name: 'Questões suspeitas' }).click();
  await expect(page).toHaveURL(/vista=suspeitas/);
  await expect(page.getByRole('heading', { name: 'Questões suspeitas' })).toBeVisible();
  await waitForScreen(page);
  await expect(page.getByText(/^\d+ quest(ão|ões) suspeitas?$/)).toBeVisible();

  const table = page.getByRole('table', { name: 'Questões suspeitas' });
  await expect(table.getByRole('row').nth(1)).toContainText('SAT');
  await page.getByRole('button', { name: 'Menor acerto' }).click();
  await expect(page.getByRole('button', { name: 'Menor acerto' })).toHaveAttribute('aria-pressed', 'true');
  await waitForScreen(page);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await waitForScreen(page);
      expect(await axeProblems(page, `Questões suspeitas, ${viewport.name}, ${theme}`)).toEqual([]);
      if ((viewport.width === 360 && theme === 'dark') || (viewport.width === 1366 && theme === 'light')) {
        await page.screenshot({
          path: `.tmp/estatisticas-shots/suspeitas-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  }

  // A row opens that question's edit modal (keyboard: the first 'Editar' of the list).
  const editar = page.getByRole('button', { name: /^Editar questão #\d+$/ }).first();
  await editar.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Editar Questão' });
  await expect(dialog.getByLabel('Resposta Correta')).toBeVisible();
  expect(await axeProblems(page, 'Editar Questão from Questões suspeitas', '[role="dialog"]')).toEqual([]);
});
