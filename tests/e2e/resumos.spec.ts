import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

test.describe('resumos', () => {
  test('a subscriber reads a resumo in the app and can download it', async ({ page }) => {
    await loginThroughForm(page, DEMO_ACCOUNTS.assinante, DEMO_PASSWORD);
    await page.goto('/resumos');
    const card = page.getByRole('article', { name: 'Direito Penal' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Específico')).toBeVisible();

    await card.getByRole('button', { name: 'Ler Resumo — Direito Penal' }).click();
    const viewer = page.getByRole('dialog', { name: 'Resumo — Direito Penal' });
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(/\/resumos\?resumo=\d+$/);
    const frame = viewer.locator('iframe[title="Resumo — Direito Penal"]');
    await expect(frame).toHaveAttribute('src', /^\/api\/resumos\/\d+\/pdf$/);
    const open = viewer.getByRole('link', { name: 'Abrir PDF' });
    const pdfUrl = await open.getAttribute('href');
    expect(pdfUrl).toBe(await frame.getAttribute('src'));
    await expect(viewer.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', `${pdfUrl}?download=1`);

    const inline = await page.request.get(pdfUrl!);
    expect(inline.status()).toBe(200);
    expect(inline.headers()['content-type']).toBe('application/pdf');
    expect(inline.headers()['content-disposition']).toMatch(/^inline; filename="resumo-direito-penal\.pdf"$/);
    expect((await inline.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const download = await page.request.get(`${pdfUrl}?download=1`);
    expect(download.headers()['content-disposition']).toMatch(/^attachment; /);

    // The phone's back button closes the reader.
    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/resumos$/);
  });

  test('without a pdf viewer (Chrome on Android) the reader offers to open or download the PDF', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'pdfViewerEnabled', { get: () => false }));
    await page.setViewportSize({ width: 360, height: 740 });
    await loginThroughForm(page, DEMO_ACCOUNTS.assinante, DEMO_PASSWORD);
    await page.goto('/resumos');
    await page.getByRole('button', { name: 'Ler Resumo — Língua Portuguesa' }).click();
    const viewer = page.getByRole('dialog', { name: 'Resumo — Língua Portuguesa' });
    await expect(viewer.getByText('Este navegador não mostra PDFs dentro da página.', { exact: false })).toBeVisible();
    await expect(viewer.locator('iframe')).toHaveCount(0);
    await expect(viewer.getByRole('link', { name: 'Abrir PDF' })).toHaveAttribute('target', '_blank');
    await expect(viewer.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Fechar' }).click();
    await expect(viewer).toBeHidden();
  });

  test('a non-subscriber sees the promo, and a PDF URL answers 403 (401 signed out)', async ({
    page,
    student,
    browser,
    baseURL,
  }) => {
    void student;
    await page.goto('/resumos');
    await expect(page.getByRole('heading', { name: 'Resumos em PDF das matérias do concurso' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assinar para ter acesso' })).toHaveAttribute('href', '/assinatura');
    await expect(page.getByRole('button', { name: /^Ler / })).toHaveCount(0);

    expect((await page.request.get('/api/resumos')).status()).toBe(403);
    for (const id of [1, 2, 3, 4]) {
      const res = await page.request.get(`/api/resumos/${id}/pdf`);
      expect(res.status(), `resumo ${id}`).toBe(403);
      expect(res.headers()['content-type']).toMatch(/json/);
    }
    const anonymous = await browser.newContext();
    expect((await anonymous.request.get(`${baseURL}/api/resumos/1/pdf`)).status()).toBe(401);
    await anonymous.close();
    // The files are not public any more either.
    expect((await page.request.get('/demo/resumos/direito-penal.pdf')).headers()['content-type']).not.toBe(
      'application/pdf',
    );
  });
});
