import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

// The e2e database lives across runs: statements carry a suffix so a rerun imports new questions.
const suffix = Date.now().toString(36);
const HEADER =
  'materia;aula;enunciado;alternativa_a;alternativa_b;alternativa_c;alternativa_d;alternativa_e;resposta_correta;imagem_url';

test('an admin previews a CSV with a bad row, imports the good ones and finds them in the Questões list', async ({
  page,
}) => {
  const csv = [
    HEADER,
    `Língua Portuguesa;Ortografia e Acentuação;"Importada ${suffix}: qual palavra está correta?";Juíz;Juiz;Jui;Juis;Júis;b;`,
    `Portugues;;"Importada ${suffix}: linha com matéria errada";a;b;c;d;e;A;`,
    `direito constitucional;1;"Importada ${suffix}: todo o poder emana";do presidente;do povo;do congresso;do STF;das Forças Armadas;B;`,
  ].join('\r\n');

  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await page.goto('/admin/questions');
  await page.getByRole('button', { name: 'Importar questões' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar questões' });
  await expect(dialog.getByRole('link', { name: 'Baixar modelo' })).toBeVisible();
  await dialog.getByLabel('Arquivo (CSV, Moodle XML, GIFT ou Aiken)').setInputFiles({
    name: 'questoes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(dialog.getByText('Linha 3: matéria "Portugues" não encontrada')).toBeVisible();

  await dialog.getByRole('button', { name: 'Importar 2 questões' }).click();
  await expect(page.getByText('2 questões importadas com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar').fill(`Importada ${suffix}`);
  const list = page.getByRole('region', { name: 'Questões' });
  await expect(list.getByText(`Importada ${suffix}: qual palavra está correta?`)).toBeVisible();
  await expect(list.getByText(`Importada ${suffix}: todo o poder emana`)).toBeVisible();
  await expect(list.getByText('linha com matéria errada')).toHaveCount(0);

  // The same file again writes nothing.
  await page.getByRole('button', { name: 'Importar questões' }).click();
  await dialog.getByLabel('Arquivo (CSV, Moodle XML, GIFT ou Aiken)').setInputFiles({
    name: 'questoes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(dialog.getByRole('button', { name: 'Nenhuma questão nova' })).toBeDisabled();
});

test('an admin imports a GIFT file into the matéria chosen in the dialog and exports it as Moodle XML and Aiken', async ({
  page,
}) => {
  const gift = [
    `::Certo ${suffix}:: A Constituição de 1988 é chamada de Constituição Cidadã (${suffix}). {TRUE#Apelido dado por Ulysses Guimarães.}`,
    '',
    `::Escolha ${suffix}:: Quantos são os Poderes da União (${suffix})? {=Três ~Dois ~Quatro ~Cinco}`,
  ].join('\n');

  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await page.goto('/admin/questions');
  await page.getByRole('button', { name: 'Importar questões' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar questões' });
  await dialog.getByLabel('Arquivo (CSV, Moodle XML, GIFT ou Aiken)').setInputFiles({
    name: 'questoes.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(gift, 'utf8'),
  });
  await dialog
    .getByLabel('Matéria (para arquivos sem categoria)')
    .selectOption({ label: 'Direito Constitucional (Básico)' });
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  await dialog.getByRole('button', { name: 'Importar 2 questões' }).click();
  await expect(page.getByText('2 questões importadas com sucesso!')).toBeVisible();

  await page.getByLabel('Buscar').fill(suffix);
  const list = page.getByRole('region', { name: 'Questões' });
  await expect(list.getByText(`Quantos são os Poderes da União (${suffix})?`)).toBeVisible();

  // The export follows the list's filter: the two questions come back as Moodle XML, and Aiken says
  // that it left the Certo/Errado item out.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const exportar = page.getByRole('dialog', { name: 'Exportar questões' });
  await exportar.getByLabel('Formato').selectOption({ label: 'Moodle XML' });
  const [xml] = await Promise.all([
    page.waitForEvent('download'),
    exportar.getByRole('button', { name: 'Baixar arquivo' }).click(),
  ]);
  const text = await (await xml.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8'));
  expect(text).toContain('<quiz>');
  expect(text).toContain('type="truefalse"');
  expect(text).toContain(`Quantos são os Poderes da União (${suffix})?`);

  await page.getByRole('button', { name: 'Exportar' }).click();
  await exportar.getByLabel('Formato').selectOption({ label: 'Aiken' });
  await Promise.all([page.waitForEvent('download'), exportar.getByRole('button', { name: 'Baixar arquivo' }).click()]);
  await expect(page.getByText(/1 questão Certo\/Errado/)).toBeVisible();
});
