import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { axeBothThemes, setTheme, VIEWPORTS, waitForScreen } from './a11y-helpers.js';
import { appOrigin, expect, test } from './fixtures.js';

// 'Onde estou' (issue 27 §7): the dashboard card and the /ranking section of a student with an edital,
// notas in both modules and a simulado, checked by what a student reads and by axe in both themes.

interface Opcoes {
  editais: Array<{ id: number; numero: string }>;
  unidades: Array<{ id: number; sigla: string }>;
}
interface Materias {
  materias: Array<{ id: number; nome: string }>;
}
interface Selecao {
  questoes: Array<{ id: number; respostaCorreta: string }>;
}
interface Posicao {
  situacao: 'ok';
  posicao: { percentilEdital: number; totalEdital: number } | null;
  materias: Array<{ nome: string; diferenca: number | null }>;
}

/**
 * An edital and unidade 3º BPM (demo data), notas in both modules (média geral 7,0), and a SAT simulado
 * (3 of 10 right). The exact test has edital 01/2025 to itself; the axe tests share 02/2024.
 */
async function studentWithStanding(request: APIRequestContext, nome: string, edital: string) {
  const opcoes = (await (await request.get('/api/perfil/opcoes')).json()) as Opcoes;
  const perfil = await request.put('/api/perfil', {
    headers: appOrigin,
    data: {
      nome,
      whatsapp: null,
      editalId: opcoes.editais.find((e) => e.numero === edital)!.id,
      unidadeId: opcoes.unidades.find((u) => u.sigla === '3º BPM')!.id,
      qra: 'POSICAO',
      showInRanking: true,
    },
  });
  expect(perfil.status(), await perfil.text()).toBe(200);
  const materias = (await (await request.get('/api/notas/materias')).json()) as Materias;
  for (const [nomeMateria, nota] of [
    ['Língua Portuguesa', 6.5],
    ['Direito Penal', 7.5],
  ] as const) {
    const materiaId = materias.materias.find((m) => m.nome === nomeMateria)!.id;
    const res = await request.post('/api/notas', { headers: appOrigin, data: { materiaId, nota, data: '2025-03-10' } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const opcoesSimulado = (await (await request.get('/api/simulados/opcoes')).json()) as Materias;
  const sat = opcoesSimulado.materias.find((m) => m.nome === 'SAT')!.id;
  const selecao = await request.post('/api/simulados/selecao', {
    headers: appOrigin,
    data: { materiaId: sat, quantidade: 10, tipo: 'todas' },
  });
  expect(selecao.status(), await selecao.text()).toBe(200);
  const { questoes } = (await selecao.json()) as Selecao;
  const respostas = questoes.map((q, i) => ({
    questaoId: q.id,
    resposta: i < 3 ? q.respostaCorreta : q.respostaCorreta === 'A' ? 'B' : 'A',
  }));
  const save = await request.post('/api/simulados', {
    headers: appOrigin,
    data: { clientKey: randomUUID(), materiaId: sat, respostas },
  });
  expect(save.status(), await save.text()).toBe(201);
  const posicao = (await (await request.get('/api/ranking/posicao')).json()) as Posicao;
  expect(posicao.posicao).not.toBeNull();
  return posicao;
}

const ondeEstou = (page: Page) => page.getByRole('region', { name: 'Onde estou' });

test.describe('onde estou', () => {
  test('a student with an edital and notas sees their percentile, the chart with its text, and what to study first', async ({
    page,
    student,
  }) => {
    test.setTimeout(240_000);
    const posicao = await studentWithStanding(page.request, student.nome, '01/2025');
    const frase = `Você está à frente de ${posicao.posicao!.percentilEdital} % dos candidatos do seu edital`;

    await page.goto('/dashboard');
    // The first page of the run, on a loaded machine: the app's first load may take longer than 15 s.
    await expect(page.getByRole('main')).toBeVisible({ timeout: 60_000 });
    await waitForScreen(page);
    const card = ondeEstou(page);
    await expect(card.getByText(frase)).toBeVisible();
    await expect(card).toContainText(/Estude primeiro: SAT, −\d+ pontos? da média|na média do edital ou acima/);
    await card.getByRole('link', { name: 'Ver onde estou' }).click();
    await expect(page).toHaveURL(/\/ranking#onde-estou$/);

    const section = ondeEstou(page);
    await expect(section.getByText(frase)).toBeVisible();
    // Below the list, the anchor scrolls to it.
    await expect(section.getByRole('heading', { name: 'Onde estou' })).toBeInViewport();
    await expect(section).toContainText('Você está à frente de');
    await expect(section).toContainText('da sua unidade (3º BPM');
    const chart = section.getByRole('img', { name: 'Gráfico: distribuição das médias gerais do edital' });
    await expect(chart).toBeVisible();
    // The chart's text alternative: the edital's count and the student's bin (média 7,0 → 7,0–7,5).
    await expect(chart).toHaveAccessibleDescription(
      new RegExp(
        `^Distribuição das médias gerais de ${posicao.posicao!.totalEdital} candidatos do edital, em faixas de meio ponto\\. Sua média está na faixa 7,0–7,5, com \\d+ candidatos?\\.$`,
      ),
    );
    await expect(section.getByRole('listitem').filter({ hasText: 'SAT' })).toContainText(
      'Seu acerto 30 % em 10 questões',
    );
  });

  for (const viewport of VIEWPORTS) {
    test(`the card and the section have no axe problems in either theme at ${viewport.name}`, async ({
      page,
      student,
    }, testInfo) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await studentWithStanding(page.request, student.nome, '02/2024');
      const problems: string[] = [];

      await page.goto('/dashboard');
      await waitForScreen(page);
      await expect(ondeEstou(page).getByText(/Você está à frente de \d+ %/)).toBeVisible();
      problems.push(...(await axeBothThemes(page, `/dashboard ${viewport.name}`)));

      await page.goto('/ranking');
      await waitForScreen(page);
      const section = ondeEstou(page);
      // Below the list, the chart's code downloads when the section comes near the screen.
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('img', { name: /Gráfico/ })).toBeVisible();
      problems.push(...(await axeBothThemes(page, `/ranking ${viewport.name}`)));

      // What the student sees: 360 px in dark mode, 1366 px in light.
      const theme = viewport.width < 600 ? 'dark' : 'light';
      await setTheme(page, theme);
      // Reloaded, so the chart draws with the theme's colours from the start.
      await page.reload();
      await waitForScreen(page);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('img', { name: /Gráfico/ })).toBeVisible();
      await section.screenshot({ path: testInfo.outputPath(`onde-estou-${viewport.width}-${theme}.png`) });
      await page.goto('/dashboard');
      await waitForScreen(page);
      await ondeEstou(page).screenshot({ path: testInfo.outputPath(`onde-estou-card-${viewport.width}-${theme}.png`) });
      expect(problems).toEqual([]);
    });
  }
});
