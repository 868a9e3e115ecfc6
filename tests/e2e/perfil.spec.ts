import sharp from 'sharp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

test.describe('perfil', () => {
  test('edits the profile and sees it after a reload; the e-mail stays read-only', async ({ page, student }) => {
    await page.goto('/perfil');
    const status = page.getByRole('region', { name: 'Status da Assinatura' });
    await expect(status.getByText('Você ainda não possui uma assinatura ativa')).toBeVisible();
    await expect(status.getByRole('link', { name: 'Assinar Agora' })).toHaveAttribute('href', '/assinatura');

    const form = page.getByRole('region', { name: 'Editar Perfil' });
    await expect(form.getByLabel('Email')).toHaveValue(student.email);
    await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('WhatsApp')).toHaveAttribute('placeholder', '(11) 99999-9999');

    await form.getByLabel('WhatsApp').fill('123');
    await form.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(form.getByText('Por favor, informe um número de WhatsApp válido.')).toBeVisible();

    await form.getByLabel('Nome completo').fill('Joana Prado Teste');
    await form.getByLabel('WhatsApp').clear();
    await form.getByLabel('WhatsApp').pressSequentially('21987654321');
    await expect(form.getByLabel('WhatsApp')).toHaveValue('(21) 98765-4321');
    await form.getByLabel('Edital').selectOption({ label: '01/2025' });
    await form.getByLabel('Unidade').selectOption({ label: '1º BPM' });
    await form.getByLabel('QRA (Nome de Guerra)').fill('Prado');
    const visibility = form.getByRole('switch', { name: 'Visibilidade no Ranking' });
    await expect(visibility).toBeChecked();
    await expect(form.getByText('Visível', { exact: true })).toBeVisible();
    await visibility.click();
    await expect(form.getByText('Oculto', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(form.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    // The layout reads the same session: the new name shows there without a reload.
    await expect(page.getByText('Joana Prado Teste').first()).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Nome completo')).toHaveValue('Joana Prado Teste');
    await expect(form.getByLabel('WhatsApp')).toHaveValue('(21) 98765-4321');
    await expect(form.getByLabel('Edital').locator('option:checked')).toHaveText('01/2025');
    await expect(form.getByLabel('Unidade').locator('option:checked')).toHaveText('1º BPM');
    await expect(form.getByLabel('QRA (Nome de Guerra)')).toHaveValue('Prado');
    await expect(form.getByRole('switch', { name: 'Visibilidade no Ranking' })).not.toBeChecked();
    await expect(form.getByLabel('Email')).toHaveValue(student.email);
  });

  test('a long name and e-mail show whole on a phone, the e-mail breaking after its @', async ({ page }) => {
    const local = `maria.aparecida.conceicao.${Date.now().toString(36)}`;
    const email = `${local}@example.com`;
    const nome = 'Maria Aparecida Conceição dos Santos Oliveira';
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { name: nome, email, password: 'senha-segura-1' },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: nome })).toBeVisible();
    const shown = page.getByText(`${local}@`, { exact: false }).first();
    await expect(shown).toHaveText(email);
    const lines = await shown.evaluate((el) => {
      const [localPart, domain] = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
      const top = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].map((r) => Math.round(r.top));
      };
      return { cut: el.scrollWidth > el.clientWidth, local: top(localPart!), domain: top(domain!) };
    });
    expect(lines.cut).toBe(false);
    expect(lines.local).toHaveLength(1);
    expect(lines.domain[0]).toBeGreaterThan(lines.local[0]!);
  });

  test('shows a subscriber the expiry date and the days left', async ({ page }) => {
    await loginThroughForm(page, DEMO_ACCOUNTS.assinante, DEMO_PASSWORD);
    await page.goto('/perfil');
    const status = page.getByRole('region', { name: 'Status da Assinatura' });
    await expect(status.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(status.getByText(/^\d+ dias restantes$/)).toHaveAttribute('data-tone', 'green');
    await expect(status.getByRole('link', { name: 'Renovar Assinatura' })).toHaveCount(0);
  });

  test('uploads a real PNG, shows the new photo, refuses a fake one, and removes it', async ({ page, student }) => {
    void student;
    await page.goto('/perfil');
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 90 } },
    })
      .png()
      .toBuffer();
    await page.locator('#perfil-foto').setInputFiles({ name: 'minha-foto.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible();
    const photo = page.locator('main img[src^="/api/arquivos/avatar/"]').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    const firstUrl = await photo.getAttribute('src');

    // A text file that claims to be a PNG: the server looks at the bytes and refuses it.
    await page.locator('#perfil-foto').setInputFiles({
      name: 'nao-e-foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('isto não é uma imagem'),
    });
    await expect(page.getByText('Por favor, selecione uma imagem válida')).toBeVisible();
    await expect(photo).toHaveAttribute('src', firstUrl!);

    await page.getByRole('button', { name: 'Remover foto' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover foto' });
    await expect(confirm).toContainText('Tem certeza que deseja remover sua foto de perfil?');
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Foto removida com sucesso!')).toBeVisible();
    await expect(page.locator('img[src^="/api/arquivos/avatar/"]')).toHaveCount(0);
    expect((await page.request.get(firstUrl!)).status()).toBe(404);
  });

  test('changes the password: other sessions end, this one stays, the new password signs in', async ({
    page,
    student,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext();
    const signIn = await other.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email: student.email, password: student.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.status()).toBe(200);

    await page.goto('/perfil');
    await page.getByRole('button', { name: 'Alterar Senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
    await expect(dialog.getByLabel('Nova senha', { exact: true })).toHaveAttribute(
      'placeholder',
      'Mínimo de 6 caracteres',
    );
    await dialog.getByLabel('Senha atual').fill('senha-errada');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('nova-senha-42');
    await dialog.getByLabel('Confirmar nova senha').fill('outra-coisa');
    await dialog.getByRole('button', { name: 'Alterar Senha' }).click();
    await expect(dialog.getByText('As senhas não coincidem')).toBeVisible();
    await dialog.getByLabel('Confirmar nova senha').fill('nova-senha-42');
    await dialog.getByRole('button', { name: 'Mostrar senha' }).nth(1).click();
    await expect(dialog.getByLabel('Nova senha', { exact: true })).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Alterar Senha' }).click();
    await expect(dialog.getByText('Senha atual incorreta.')).toBeVisible();
    expect((await other.request.get(`${baseURL}/api/me`)).status()).toBe(200);

    await dialog.getByLabel('Senha atual').fill(student.password);
    await dialog.getByRole('button', { name: 'Alterar Senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await other.request.get(`${baseURL}/api/me`)).status()).toBe(401);
    await other.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Editar Perfil' })).toBeVisible();

    // Sair on /perfil asks the layout's question, then the new password is the one that works.
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Saída' });
    await expect(confirm).toContainText('Tem certeza que deseja sair do sistema?');
    await confirm.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughForm(page, student.email, 'nova-senha-42');
  });
});
