import { axeBothThemes } from './a11y-helpers.js';
import { appOrigin, expect, test } from './fixtures.js';
import {
  alternativa,
  hasEmAndamento,
  premiumMateria,
  questaoId,
  respostaCorreta,
  situacao,
  startSimulado,
  wrongLetter,
} from './simulado-helpers.js';

test.describe('simulado journey', () => {
  test('configure, answer, peek, survive a reload, resume, finish, see the result and the history, clear it', async ({
    page,
    student,
  }) => {
    void student;
    // The whole journey in one test (it is one story: the state carries from step to step); it takes
    // longer than the default 30 s budget on a busy machine.
    test.setTimeout(180_000);
    await page.goto('/simulados');
    // A fresh student is not a subscriber: promotion and the free simulados.
    const gratuitos = page.getByRole('region', { name: 'Simulados gratuitos' });
    for (const nome of ['SAT', 'Direito Constitucional', 'Direito Civil']) {
      await expect(gratuitos.getByRole('button', { name: new RegExp(`^${nome}`) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/assinatura');
    await expect(
      page.getByText('“Acertei” e “Errei” consideram a sua resposta mais recente a cada questão.'),
    ).toBeVisible();
    await page.getByRole('button', { name: /Não Resolvidas/ }).click();
    await expect(page.getByLabel('Tipo de questões')).toHaveValue('nao_resolvidas');

    // The player's dialogs (Comentar, Reportar, Finalizar…) are fetched while the student reads the first
    // question, before any click in the player, so their first opening does not wait for a download. Their
    // texts are checked with zod/mini: neither the page nor they bring zod's classic API (decision 0070).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const dialogsCode = page.waitForResponse((res) => /\/assets\/player-dialogs-[\w-]+\.js$/.test(res.url()));
    await startSimulado(page, { materia: 'SAT', quantidade: '10' });
    expect((await dialogsCode).ok()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.join('\n')).not.toMatch(/schemas-/);
    await expect(page.getByText('Módulo Básico')).toBeVisible();
    await expect(page.getByText('SAT', { exact: true })).toBeVisible();
    await expect(page.getByText('Questão 1 de 10')).toBeVisible();
    await expect(situacao(page)).toHaveText('Não respondida');
    const finalizar = page.getByRole('button', { name: 'Finalizar' });
    await expect(finalizar).toBeDisabled();

    // 1st question: the right answer.
    const certa1 = await respostaCorreta(page);
    await alternativa(page, certa1).click();
    await expect(alternativa(page, certa1)).toHaveAttribute('aria-checked', 'true');
    await expect(situacao(page)).toHaveText('Não conferida');
    await page.getByRole('button', { name: 'Conferir' }).click();
    await expect(situacao(page)).toHaveText('Correta');
    await expect(page.getByText('Resposta correta!')).toBeVisible();
    await expect(alternativa(page, wrongLetter(certa1))).toHaveAttribute('aria-disabled', 'true');
    await expect(finalizar).toBeEnabled();

    // 2nd question: a wrong answer, by keyboard.
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Questão 2 de 10')).toBeVisible();
    const q2 = await questaoId(page);
    const certa2 = await respostaCorreta(page);
    const errada2 = wrongLetter(certa2);
    await page.keyboard.press(errada2.toLowerCase());
    await expect(alternativa(page, errada2)).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Enter');
    await expect(situacao(page)).toHaveText('Incorreta');
    await expect(page.getByText(`Você marcou ${errada2}. A resposta correta é ${certa2}.`)).toBeVisible();

    // 3rd question: peek first.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Questão 3 de 10')).toBeVisible();
    const certa3 = await respostaCorreta(page);
    await page.getByRole('button', { name: 'Espiar' }).click();
    await expect(alternativa(page, certa3)).toHaveAttribute('data-mark', 'espiada');
    await expect(alternativa(page, certa3)).not.toHaveAttribute('data-mark', 'espiada'); // gone after 2 s
    await expect(page.getByText('2/10 conferidas')).toBeVisible();

    // Reload mid-way: nothing is lost.
    await page.reload();
    await expect(page.getByText('Questão 3 de 10')).toBeVisible();
    await expect(page.getByText('2/10 conferidas')).toBeVisible();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText(`Questão #${q2}`)).toBeVisible();
    await expect(situacao(page)).toHaveText('Incorreta');

    // Leave and come back through the 'Simulado em Andamento' dialog.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Simulados', exact: true }).click();
    await expect(page).toHaveURL(/\/simulados$/);
    const dialog = page.getByRole('dialog', { name: 'Simulado em Andamento' });
    await expect(dialog).toContainText('SAT');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/simulados\/realizar\/\d+$/);
    await expect(page.getByText('Questão 2 de 10')).toBeVisible();

    await page.getByRole('button', { name: 'Próxima' }).click();
    await alternativa(page, certa3).click();
    await page.getByRole('button', { name: 'Conferir' }).click();
    await expect(situacao(page)).toHaveText('Correta');

    // Finish: 2 of 3 right → 6,67.
    await finalizar.click();
    const confirm = page.getByRole('dialog', { name: 'Finalizar Simulado' });
    await expect(confirm).toContainText('Você conferiu 3 de 10 questões');
    await confirm.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
    const resultadoUrl = new URL(page.url()).pathname;
    expect(await hasEmAndamento(page)).toBe(false);

    await expect(page.getByRole('heading', { name: 'SAT' })).toBeVisible();
    await expect(page.getByText('3 questões respondidas')).toBeVisible();
    await expect(page.getByText('6,67')).toBeVisible();
    await expect(page.getByText('Regular', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gráfico: 2 acertos e 1 erro' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Taxa de acerto' })).toHaveAttribute('aria-valuenow', '67');
    const revisao = page.getByRole('region', { name: 'Revisão das questões' });
    await expect(revisao.getByRole('article')).toHaveCount(3);
    await expect(revisao.getByRole('article', { name: 'Questão 3' }).getByText('Espiada')).toBeVisible();
    const q2Review = revisao.getByRole('article', { name: 'Questão 2' });
    await expect(q2Review.getByText('Incorreta')).toBeVisible();
    await expect(q2Review.getByRole('listitem').filter({ hasText: 'Sua resposta' })).toContainText(
      `Alternativa ${errada2}:`,
    );
    await expect(q2Review.getByRole('listitem').filter({ hasText: 'Resposta correta' })).toContainText(
      `Alternativa ${certa2}:`,
    );

    // History: the simulado is there, links to its result, and can be cleared.
    await page.goto('/simulados/historico');
    const resumo = page.getByRole('region', { name: 'Resumo' });
    await expect(resumo).toContainText('Total de simulados1');
    await expect(resumo).toContainText('Média geral6,7');
    await expect(resumo).toContainText('Aproveitamento0%');
    await expect(resumo).toContainText('Total de questões3');
    const card = page.getByRole('list', { name: 'Simulados' }).getByRole('link');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('SAT');
    await expect(card).toHaveAttribute('href', resultadoUrl);

    await page.getByRole('button', { name: 'Limpar histórico' }).click();
    const clear = page.getByRole('dialog', { name: 'Limpar histórico' });
    await clear.getByRole('button', { name: 'Limpar histórico' }).click();
    await expect(page.getByText('Histórico limpo com sucesso!')).toBeVisible();
    await expect(page.getByText('Você ainda não fez nenhum simulado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar histórico' }).click();
    await expect(page.getByText('Não há simulados para excluir')).toBeVisible();
  });

  test('Reiniciar starts the same questions over, with nothing answered', async ({ page, student }) => {
    void student;
    await startSimulado(page, { materia: 'Direito Civil' });
    const first = await questaoId(page);
    await alternativa(page, await respostaCorreta(page)).click();
    await page.getByRole('button', { name: 'Conferir' }).click();
    await page.getByRole('button', { name: 'Próxima' }).click();

    await page.getByRole('button', { name: 'Reiniciar' }).click();
    await page.getByRole('dialog', { name: 'Reiniciar Simulado' }).getByRole('button', { name: 'Reiniciar' }).click();
    await expect(page.getByText('Questão 1 de 10')).toBeVisible();
    await expect(page.getByText(`Questão #${first}`)).toBeVisible();
    await expect(situacao(page)).toHaveText('Não respondida');
    await expect(page.getByText('0/10 conferidas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  });

  test('Refazer on a result starts a fresh simulado of the same subject', async ({ page, student }) => {
    void student;
    // A finished simulado, saved through the API: 3 questions of Direito Civil, all right.
    const opcoes = (await (await page.request.get('/api/simulados/opcoes')).json()) as {
      materias: Array<{ id: number; nome: string }>;
    };
    const civil = opcoes.materias.find((m) => m.nome === 'Direito Civil');
    expect(civil).toBeDefined();
    const selecao = (await (
      await page.request.post('/api/simulados/selecao', {
        headers: appOrigin,
        data: { materiaId: civil?.id, aulaIds: [], quantidade: 10, tipo: 'todas' },
      })
    ).json()) as { questoes: Array<{ id: number; respostaCorreta: string }> };
    const respostas = selecao.questoes
      .slice(0, 3)
      .map((q) => ({ questaoId: q.id, resposta: q.respostaCorreta, espiada: false }));
    const saved = await page.request.post('/api/simulados', {
      headers: appOrigin,
      data: { clientKey: crypto.randomUUID(), materiaId: civil?.id, respostas },
    });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: number };

    await page.goto(`/simulados/resultados/${id}`);
    // The grade, and the grade without a peek under it: both 10,0 (nothing was peeked).
    await expect(page.getByRole('paragraph').filter({ hasText: /^10,0$/ })).toBeVisible();
    await expect(page.getByText('Nota sem espiar: 10,0')).toBeVisible();
    await expect(page.getByText('Excelente', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Refazer' }).click();
    await expect(page).toHaveURL(new RegExp(`/simulados/realizar/${civil?.id}$`));
    await expect(page.getByText('Direito Civil', { exact: true })).toBeVisible();
    await expect(page.getByText('Questão 1 de 10')).toBeVisible();
    await expect(situacao(page)).toHaveText('Não respondida');
  });

  test('the player without an in-progress simulado goes back to /simulados', async ({ page, student }) => {
    void student;
    await page.goto('/simulados/realizar/1');
    await expect(page).toHaveURL(/\/simulados$/);
    await expect(page.getByRole('button', { name: 'Iniciar Simulado' })).toBeVisible();
  });
});

test.describe('premium subjects', () => {
  test('are not offered to a non-subscriber, are refused by the API, and the player sends them back', async ({
    page,
    student,
    playwright,
    baseURL,
  }) => {
    void student;
    const subscriber = await playwright.request.newContext({ baseURL });
    const premium = await premiumMateria(subscriber, baseURL ?? '');
    await subscriber.dispose();

    await page.goto('/simulados');
    const materia = page.getByLabel('Matéria');
    await expect(materia.getByRole('option', { name: 'SAT — Gratuita' })).toBeAttached();
    await expect(materia.getByRole('option', { name: new RegExp(premium.nome) })).toHaveCount(0);
    await expect(materia.getByRole('option', { name: /Premium/ })).toHaveCount(0);

    const res = await page.request.post('/api/simulados/selecao', {
      headers: appOrigin,
      data: { materiaId: premium.id, aulaIds: [], quantidade: 10, tipo: 'todas' },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Esta matéria está disponível apenas para assinantes',
    });

    // SPEC §1: the access check comes first, so the player sends a non-subscriber to the plans.
    await page.goto(`/simulados/realizar/${premium.id}`);
    await expect(page).toHaveURL(/\/assinatura$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the action bar stays on screen and fits the width', async ({ page, student }) => {
    void student;
    await startSimulado(page);
    for (const name of ['Anterior', 'Conferir', 'Próxima', 'Espiar', 'Reportar', 'Reiniciar', 'Finalizar']) {
      await expect(
        page.getByRole('group', { name: 'Ações do simulado' }).getByRole('button', { name }),
      ).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('the question as the leading sites keep it (issue 33)', () => {
  test('Cebraspe filters, Certo/Errado by keyboard, the source and the teacher’s explanation after Conferir, the net score; axe-clean at 360 and 1366 px in both themes', async ({
    page,
    student,
  }) => {
    void student;
    test.setTimeout(120_000);
    const problems: string[] = [];
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/simulados');
    await page.getByLabel('Matéria').selectOption({ label: 'Direito Constitucional — Gratuita' });
    await page.getByText('Filtros das questões').click();
    await page.getByRole('button', { name: 'Cebraspe', exact: true }).click();
    await page.getByRole('checkbox', { name: /Pontuação Cebraspe/ }).check();
    problems.push(...(await axeBothThemes(page, '/simulados 360 px with the filters open')));
    await page.getByRole('button', { name: 'Iniciar Simulado' }).click();
    await expect(page).toHaveURL(/\/simulados\/realizar\/\d+$/);

    // Every question drawn is Cebraspe's; move on to a Certo/Errado item.
    const certo = page.getByRole('radio', { name: /^Certo/ });
    for (let i = 0; i < 10 && !(await certo.isVisible()); i++)
      await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(certo).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Errado/ })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByTestId('questao-fonte')).toContainText('Cebraspe');
    const comentario = page.getByRole('region', { name: 'Comentário do professor' });
    await expect(comentario).toHaveCount(0);

    // C is Certo on the keyboard; Enter confers; the explanation comes only then.
    await page.keyboard.press('c');
    await expect(certo).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status', { name: 'Situação da questão' })).toHaveText(/Correta|Incorreta/);
    await expect(comentario).toBeVisible();
    await expect(page.getByTestId('dificuldade')).toBeVisible();
    problems.push(...(await axeBothThemes(page, 'player 360 px after Conferir on Certo/Errado')));

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByRole('dialog', { name: 'Finalizar Simulado' }).getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
    await expect(page.getByTestId('nota-cebraspe')).toContainText('Uma errada anula uma certa');
    const revisao = page.getByRole('region', { name: 'Revisão das questões' });
    await expect(revisao.getByRole('region', { name: 'Comentário do professor' })).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 768 });
    problems.push(...(await axeBothThemes(page, 'results 1366 px with the Cebraspe score')));
    expect(problems, 'axe violations').toEqual([]);
  });
});
