import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test, uniqueEmail } from './fixtures.js';

// The e2e database lives across runs: names carry a suffix so a rerun does not meet its own leftovers.
const suffix = Date.now().toString(36).slice(-5);

test('an admin creates a student who signs in at once, edits them and deletes them', async ({ page, browser }) => {
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await page.goto('/admin/alunos');
  const nome = `Conceição Teste ${suffix}`;
  const email = uniqueEmail('novo');

  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const create = page.getByRole('dialog', { name: 'Novo Usuário' });
  await create.getByRole('button', { name: 'Salvar' }).click();
  await expect(create.getByText('A senha é obrigatória para novos usuários')).toBeVisible();
  await create.getByLabel('Nome').fill(nome);
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Senha', { exact: true }).fill('senha-nova-1');
  await create.getByLabel('WhatsApp (opcional)').pressSequentially('11987654321');
  await expect(create.getByLabel('WhatsApp (opcional)')).toHaveValue('(11) 98765-4321');
  await create.getByLabel('QRA (opcional)').fill(`Tigre ${suffix}`);
  await create.getByLabel('Data de expiração').fill('2099-12-31');
  await create.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible();

  // Found by the name without its accents.
  await page.getByRole('searchbox', { name: /Buscar/ }).fill(`conceicao teste ${suffix}`);
  const table = page.getByRole('table', { name: 'Alunos' });
  const row = table.getByRole('row', { name: new RegExp(nome) });
  await expect(row).toBeVisible();
  await expect(row.getByText('(11) 98765-4321')).toBeVisible();
  await expect(row.getByText('31/12/2099')).toBeVisible();
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();

  // The new student signs in with that password in a browser of their own.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await loginThroughForm(studentPage, email, 'senha-nova-1');

  await row.getByRole('button', { name: `Editar ${nome}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuário' });
  await edit.getByLabel('QRA (opcional)').fill(`Falcão ${suffix}`);
  await edit.getByLabel('Data de expiração').fill('');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(row.getByText(`Falcão ${suffix}`)).toBeVisible();
  await expect(row.getByText('Inativo')).toBeVisible();

  await row.getByRole('button', { name: `Excluir ${nome}` }).click();
  await page.getByRole('dialog', { name: 'Excluir usuário' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Usuário excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();

  // Their session ended with the account: the next page they open sends them to the login.
  await studentPage.goto('/perfil');
  await expect(studentPage).toHaveURL(/\/login$/);
  await studentContext.close();
});

test("on a wide screen a student's Editar and Excluir sit side by side, the e-mail breaking after its @", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await page.goto('/admin/alunos');
  const row = page.getByRole('table', { name: 'Alunos' }).getByRole('row').filter({ hasText: 'aline.batista@' });
  const [editar, excluir] = await Promise.all([
    row.getByRole('button', { name: /^Editar / }).boundingBox(),
    row.getByRole('button', { name: /^Excluir / }).boundingBox(),
  ]);
  expect(Math.round(excluir!.y)).toBe(Math.round(editar!.y));
  expect(excluir!.x).toBeGreaterThan(editar!.x);
  await expect(row.getByText('aline.batista@example.com')).toBeVisible();
});
