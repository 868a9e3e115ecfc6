import { appOrigin, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

// The e2e database lives across runs: the matéria carries a suffix so a rerun does not meet its leftovers.
const suffix = Date.now().toString(36).slice(-5);

/** A small, valid one-page PDF (exact xref offsets), built here so the test needs no fixture file. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 46 >>\nstream\nBT /F1 18 Tf 40 100 Td (Resumo de teste) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

test.describe('admin: resumos', () => {
  test('an admin uploads a PDF for a matéria, sees it listed, opens it and deletes it', async ({ page }) => {
    await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);

    // A matéria of its own, so no resumo of an earlier run is in the way.
    const catalogo = (await (await page.request.get('/api/admin/catalogo')).json()) as { modulos: { id: number }[] };
    const nome = `Legislação E2E ${suffix}`;
    const created = await page.request.post('/api/admin/materias', {
      headers: appOrigin,
      data: { nome, moduloId: catalogo.modulos[0]!.id, tipo: 'teorica', isFree: false },
    });
    expect(created.status(), await created.text()).toBe(201);
    const materia = (await created.json()) as { id: number };

    await page.goto('/admin/resumos');
    await page.getByRole('button', { name: 'Novo Resumo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Resumo' });
    await dialog.getByLabel('Matéria').selectOption({ label: nome });
    await dialog.getByText('Enviar PDF').click();
    const pdf = minimalPdf();
    await dialog
      .getByLabel('Arquivo PDF')
      .setInputFiles({ name: 'legislacao.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByText('legislacao.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Resumo criado com sucesso!')).toBeVisible();

    const table = page.getByRole('table', { name: 'Resumos' });
    const row = table.getByRole('row').filter({ hasText: nome });
    const link = row.getByRole('link', { name: new RegExp(`PDF enviado de ${nome}`) });
    await expect(link).toHaveText(/PDF enviado \(\d+ bytes\)/);

    // The link opens the very bytes that were sent.
    const served = await page.request.get((await link.getAttribute('href'))!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await served.body(), pdf)).toBe(0);

    await row.getByRole('button', { name: `Excluir resumo de ${nome}` }).click();
    await page.getByRole('dialog', { name: 'Excluir resumo' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Resumo excluído com sucesso!')).toBeVisible();
    await expect(table.getByText(nome)).toHaveCount(0);

    expect((await page.request.delete(`/api/admin/materias/${materia.id}`, { headers: appOrigin })).status()).toBe(204);
  });
});
