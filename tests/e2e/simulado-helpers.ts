import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect } from './fixtures.js';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
export const LETTERS: Letter[] = ['A', 'B', 'C', 'D', 'E'];

/** Configures and starts a simulado of a free subject from /simulados, as a student would. */
export async function startSimulado(page: Page, { materia = 'SAT', quantidade = '10' } = {}) {
  await page.goto('/simulados');
  await page.getByLabel('Matéria').selectOption({ label: `${materia} — Gratuita` });
  await page.getByLabel('Quantidade de questões').selectOption({ label: quantidade });
  await page.getByRole('button', { name: 'Iniciar Simulado' }).click();
  await expect(page).toHaveURL(/\/simulados\/realizar\/\d+$/);
  await expect(page.getByRole('radiogroup', { name: 'Alternativas' })).toBeVisible();
}

/** The status badge of the question on screen (Não respondida / Não conferida / Correta / Incorreta). */
export const situacao = (page: Page) => page.getByRole('status', { name: 'Situação da questão' });

/** An alternative of the question on screen by letter; on a Certo/Errado item C is 'Certo' and E 'Errado'. */
export const alternativa = (page: Page, letra: Letter) =>
  page.getByRole('radio', {
    name: new RegExp(`^(Alternativa ${letra}:${letra === 'C' ? '|Certo' : letra === 'E' ? '|Errado' : ''})`),
  });

/** The id shown in the 'Questão #id' badge. */
export async function questaoId(page: Page): Promise<number> {
  const text = await page.getByText(/^Questão #\d+$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/**
 * The answer key of the question on screen, read from the in-progress copy in localStorage (the player
 * has it so it can work offline). Lets a test choose a right or a wrong answer on purpose.
 */
export async function respostaCorreta(page: Page): Promise<Letter> {
  const id = await questaoId(page);
  const letra = await page.evaluate((questaoId) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('simuladoEmAndamento:'));
    const state = key
      ? (JSON.parse(localStorage.getItem(key) ?? 'null') as {
          questoes: Array<{ id: number; respostaCorreta: string }>;
        })
      : null;
    return state?.questoes.find((q) => q.id === questaoId)?.respostaCorreta ?? null;
  }, id);
  if (!letra) throw new Error(`no answer key for question ${id}`);
  return letra as Letter;
}

/**
 * The letters of the question on screen (A–E, A–D, or C and E on a Certo/Errado item), as its kind in the
 * in-progress copy says.
 */
export async function letrasDaQuestao(page: Page): Promise<Letter[]> {
  const id = await questaoId(page);
  const tipo = await page.evaluate((questaoId) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('simuladoEmAndamento:'));
    const state = key
      ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { questoes: Array<{ id: number; tipo?: string }> })
      : null;
    return state?.questoes.find((q) => q.id === questaoId)?.tipo ?? 'multipla5';
  }, id);
  if (tipo === 'certo_errado') return ['C', 'E'];
  return tipo === 'multipla4' ? LETTERS.slice(0, 4) : LETTERS;
}

/** A wrong answer to the question on screen, of its kind. */
export async function respostaErrada(page: Page): Promise<Letter> {
  const certa = await respostaCorreta(page);
  return (await letrasDaQuestao(page)).find((l) => l !== certa)!;
}

export function wrongLetter(right: Letter): Letter {
  return LETTERS.find((l) => l !== right) as Letter;
}

/** Whether the browser still holds an in-progress simulado. */
export function hasEmAndamento(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('simuladoEmAndamento:')));
}

/** A subject only subscribers may practise, looked up through the demo subscriber's options. */
export async function premiumMateria(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ id: number; nome: string }> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ACCOUNTS.assinante, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const res = await request.get('/api/simulados/opcoes');
  expect(res.status()).toBe(200);
  const opcoes = (await res.json()) as { materias: Array<{ id: number; nome: string; isFree: boolean }> };
  const premium = opcoes.materias.find((m) => !m.isFree);
  if (!premium) throw new Error('the demo data has no premium subject');
  return premium;
}
