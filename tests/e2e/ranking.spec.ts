import type { APIRequestContext, Page } from '@playwright/test';
import { appOrigin, expect, test, uniqueEmail } from './fixtures.js';

interface Opcoes {
  editais: Array<{ id: number; numero: string }>;
  unidades: Array<{ id: number; sigla: string }>;
}
interface Materias {
  materias: Array<{ id: number; nome: string; moduloId: number }>;
}

/** The profile as the /perfil form saves it (PUT /api/perfil), through the given session. */
async function saveProfile(
  request: APIRequestContext,
  profile: { nome: string; edital: string; unidade: string; qra: string },
) {
  const opcoes = (await (await request.get('/api/perfil/opcoes')).json()) as Opcoes;
  const res = await request.put('/api/perfil', {
    headers: appOrigin,
    data: {
      nome: profile.nome,
      whatsapp: null,
      editalId: opcoes.editais.find((e) => e.numero === profile.edital)!.id,
      unidadeId: opcoes.unidades.find((u) => u.sigla === profile.unidade)!.id,
      qra: profile.qra,
      showInRanking: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function addNota(request: APIRequestContext, materiaId: number, nota: number) {
  const res = await request.post('/api/notas', { headers: appOrigin, data: { materiaId, nota, data: '2025-03-10' } });
  expect(res.status(), await res.text()).toBe(201);
}

async function fillNota(page: Page, dialogName: string, fields: { materia?: string; nota: string }) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  if (fields.materia) await dialog.getByLabel('Matéria').selectOption({ label: fields.materia });
  await dialog.getByLabel('Nota').fill(fields.nota);
  await dialog.getByRole('button', { name: dialogName === 'Nova Nota' ? 'Salvar' : 'Atualizar' }).click();
  await expect(dialog).toBeHidden();
}

/** Goes to a screen through the menu, as a student would (no reload: the app's cache must not hide changes). */
async function openFromMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true }).click();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const ownCard = (page: Page) => page.getByRole('region', { name: 'Sua posição' });
const list = (page: Page) => page.getByRole('list', { name: /^Ranking / });

test.describe('ranking', () => {
  test('a student without an edital is sent to the profile to choose one', async ({ page, student }) => {
    void student;
    await page.goto('/ranking');
    await expect(
      page.getByText('Você precisa selecionar um edital no seu perfil para visualizar o ranking.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ir para Perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
  });

  test('notas saved and edited on /notas, the search, the unit filter and hiding show in the ranking at once', async ({
    page,
    student,
  }) => {
    test.setTimeout(180_000);
    const qra = `Teste${Date.now().toString(36)}`.toUpperCase();
    await saveProfile(page.request, { nome: student.nome, edital: '01/2025', unidade: '3º BPM', qra });

    await page.goto('/ranking');
    await expect(page.getByText('Edital 01/2025', { exact: true })).toBeVisible();
    await expect(tab(page, 'Geral')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Geral')).toContainText('-');
    await expect(
      page.getByText('Para aparecer aqui, tenha notas cadastradas no básico e no específico.', { exact: true }),
    ).toBeVisible();
    // The demo students are there, the first with the gold medal; the new student is not yet.
    await expect(list(page).getByRole('listitem').first()).toContainText('medalha de ouro');
    await expect(list(page)).toContainText('SD PM MOURA');
    await expect(ownCard(page)).toContainText('Você ainda não aparece nesta aba.');

    // Two notas through the /notas screen (reached from the pinned card), then back through the menu.
    await ownCard(page).getByRole('link', { name: 'Cadastrar notas' }).click();
    await expect(page).toHaveURL(/\/notas$/);
    await page.getByRole('button', { name: 'Cadastrar primeira nota' }).click();
    await fillNota(page, 'Nova Nota', { materia: 'Língua Portuguesa', nota: '10' });
    await page.getByRole('button', { name: 'Nova Nota' }).click();
    await fillNota(page, 'Nova Nota', { materia: 'Direito Penal', nota: '10' });
    await expect(page.getByRole('article')).toHaveCount(2);

    await openFromMenu(page, 'Ranking');
    await expect(ownCard(page)).toContainText(`SD PM ${qra}`);
    await expect(ownCard(page)).toContainText('3º BPM');
    await expect(ownCard(page)).toContainText('2 notas');
    await expect(ownCard(page)).toContainText('10,00');
    await expect(tab(page, 'Geral')).toContainText(/Nº \d+/);
    const mine = list(page).getByRole('listitem').filter({ hasText: '(você)' });
    await expect(mine).toContainText(`SD PM ${qra}`);

    // An edited nota moves the average at once: (10 + 4) / 2 = 7 in Geral, 4 in Específico (red).
    await openFromMenu(page, 'Notas');
    await page.getByRole('button', { name: 'Editar nota de Direito Penal' }).click();
    await fillNota(page, 'Editar Nota', { nota: '4' });
    await expect(page.getByText('Nota atualizada com sucesso!')).toBeVisible();
    await openFromMenu(page, 'Ranking');
    await expect(ownCard(page)).toContainText('7,00');
    await expect(ownCard(page).locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
    await tab(page, 'Específico').click();
    await expect(
      page.getByText('Para aparecer aqui, tenha ao menos uma nota cadastrada no específico.', { exact: true }),
    ).toBeVisible();
    await expect(ownCard(page)).toContainText('4,00');
    await expect(ownCard(page).locator('[data-tone]')).toHaveAttribute('data-tone', 'red');
    await tab(page, 'Geral').click();

    // The search runs on the server, ignoring case.
    const search = page.getByRole('searchbox', { name: 'Buscar por QRA ou unidade' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar por QRA ou unidade...');
    await search.fill(qra.toLowerCase());
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await expect(list(page).getByRole('listitem')).toContainText('(você)');
    await search.fill('ninguém-tem-este-qra');
    await expect(page.getByText('Nenhum aluno encontrado para a busca e a unidade escolhidas.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(search).toHaveValue('');
    await expect(list(page)).toContainText('SD PM MOURA');

    // The unit filter: only 3º BPM students, this one among them (the demo's are in other units here).
    const unidade = page.getByRole('combobox', { name: 'Filtrar por unidade' });
    await expect(unidade.locator('option').first()).toHaveText('Todas as unidades');
    await unidade.selectOption({ label: '3º BPM — 3º Batalhão de Polícia Militar' });
    await expect(list(page)).not.toContainText('SD PM MOURA');
    const rows = list(page).getByRole('listitem');
    await expect(rows.filter({ hasText: '(você)' })).toHaveCount(1);
    for (const row of await rows.all()) await expect(row).toContainText('3º BPM');
    await unidade.selectOption({ label: 'Todas as unidades' });

    // Hidden on /perfil by the switch alone (it saves itself): out of the list at once, and the pinned card says why.
    await openFromMenu(page, 'Perfil');
    const form = page.getByRole('region', { name: 'Editar Perfil' });
    await form.getByRole('switch', { name: 'Visibilidade no Ranking' }).click();
    await expect(page.getByText('Você não aparece mais no ranking.')).toBeVisible();
    await openFromMenu(page, 'Ranking');
    await expect(ownCard(page)).toContainText('Você está oculto no ranking.');
    await expect(tab(page, 'Geral')).toContainText('-');
    await expect(list(page)).not.toContainText(qra);
  });

  test('pages with “Carregar mais” and keeps a student far down the list pinned, also on a phone', async ({
    page,
    student,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    // 52 more students in edital 02/2024 (two in the demo), all above the one under test.
    const materias = (await (await page.request.get('/api/notas/materias')).json()) as Materias;
    const basico = materias.materias.find((m) => m.nome === 'Língua Portuguesa')!.id;
    const especifico = materias.materias.find((m) => m.nome === 'Direito Penal')!.id;
    const peers = Array.from({ length: 52 }, (_, i) => i);
    for (let start = 0; start < peers.length; start += 4) {
      await Promise.all(
        peers.slice(start, start + 4).map(async (i) => {
          const request = await playwright.request.newContext({ baseURL });
          const email = uniqueEmail('colega');
          const res = await request.post('/api/auth/sign-up/email', {
            data: { name: `Colega ${i}`, email, password: 'senha-segura-1' },
          });
          expect(res.status()).toBe(200);
          await saveProfile(request, { nome: `Colega ${i}`, edital: '02/2024', unidade: 'BPAmb', qra: `PAG${i}` });
          await addNota(request, basico, 5 + (i % 40) / 10);
          await addNota(request, especifico, 6);
          await request.dispose();
        }),
      );
    }
    const qra = `FUNDO${Date.now().toString(36)}`.toUpperCase();
    await saveProfile(page.request, { nome: student.nome, edital: '02/2024', unidade: 'BPAmb', qra });
    await addNota(page.request, basico, 1);
    await addNota(page.request, especifico, 1);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/ranking');
    await expect(page.getByText('Edital 02/2024', { exact: true })).toBeVisible();
    const rows = list(page).getByRole('listitem');
    await expect(rows).toHaveCount(50);
    await expect(page.getByText(/^Mostrando 50 de \d+$/)).toBeVisible();
    await expect(rows.filter({ hasText: '(você)' })).toHaveCount(0);
    // Pinned on screen though the row is not loaded: the last place of the edital.
    const card = ownCard(page);
    await expect(card).toContainText(`SD PM ${qra}`);
    await expect(card).toContainText('1,00');
    await expect(card).toContainText(/Nº (5[4-9]|[6-9]\d|\d{3,})/);
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(780);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(rows.filter({ hasText: '(você)' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
    // The tab is named by its own text ('Geral, Nº 54, 54 alunos'): the last line is the edital's count.
    const tabText = (await tab(page, 'Geral').textContent())!;
    const total = Number(tabText.match(/([\d.]+) alunos$/)![1]!.replace('.', ''));
    await expect(rows).toHaveCount(total);
    await expect(rows.last()).toContainText('(você)');
    // The own row's name and '(você)' wrap inside the row rather than being cut on the phone.
    const cutLines = (el: Element) => [...el.querySelectorAll('p')].filter((p) => p.scrollWidth > p.clientWidth).length;
    expect(await rows.last().evaluate(cutLines)).toBe(0);
    expect(await card.evaluate(cutLines)).toBe(0);
    await expect(page.getByText(`Mostrando ${total} de ${total}`)).toBeVisible();

    // While the own row itself is on screen the card fades rather than show it twice, and stays a region
    // for screen readers; once the row scrolls away, it is back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).toHaveCSS('opacity', '1');
    await rows.last().evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await expect(card).toHaveCSS('opacity', '0');
    await expect(ownCard(page)).toContainText(`SD PM ${qra}`);
    // A sliver of the row showing above the card is not the row: the card is back.
    const covered = (await card.boundingBox())!.height + 12;
    await rows.last().evaluate((row, covered) => {
      window.scrollBy(0, row.getBoundingClientRect().top - (window.innerHeight - covered - 8));
    }, covered);
    await expect(card).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).toHaveCSS('opacity', '1');
  });
});
