import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { appOrigin, expect, test } from './fixtures.js';
import { axeBothThemes, setTheme, VIEWPORTS, waitForScreen } from './a11y-helpers.js';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';

/** The text drawn in a PDF, one line per text operator: its content streams inflated, TJ strings decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let data = pdf.subarray(start, raw.indexOf('endstream', start));
    if (/\/FlateDecode/.test(m[1]!)) data = inflateSync(data);
    for (const op of data.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push(
        [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      );
    }
  }
  return lines.join('\n');
}

/** Prints a simulado through the API, as 'Imprimir simulado' does, for the screens that only need one to exist. */
async function printViaApi(page: Page) {
  const opcoes = (await (await page.request.get('/api/simulados/opcoes')).json()) as {
    materias: Array<{ id: number; nome: string }>;
  };
  const sat = opcoes.materias.find((m) => m.nome === 'SAT')!;
  const res = await page.request.post('/api/simulados/impressao', {
    data: { materiaId: sat.id, aulaIds: [], quantidade: 20, tipo: 'todas', comGabarito: false },
    headers: appOrigin,
  });
  expect(res.status()).toBe(200);
}

test.describe('printable simulado', () => {
  test('prints the chosen questions as a PDF with its key, then grades the letters typed back in', async ({
    page,
    student,
  }) => {
    void student;
    test.setTimeout(180_000);
    await page.goto('/simulados');
    await page.getByLabel('Matéria').selectOption({ label: 'SAT — Gratuita' });
    await page.getByLabel('Quantidade de questões').selectOption({ label: '10' });
    await page.getByRole('checkbox', { name: 'Incluir gabarito no final' }).click();
    await expect(page.getByRole('checkbox', { name: 'Incluir gabarito no final' })).toBeChecked();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimir simulado' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^simulado-sat-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(3000);
    await expect(page.getByText('PDF baixado. Quando terminar, use “Corrigir gabarito”.')).toBeVisible();

    // The key, as the student reads it on the PDF's last page.
    const text = pdfText(pdf);
    expect(text).toContain('Simulado impresso: SAT');
    const codigo = /Código: ([0-9A-F]{4}-[0-9A-F]{4})/.exec(text)?.[1];
    expect(codigo).toBeTruthy();
    const gabarito = [...text.slice(text.indexOf('\nGabarito\n')).matchAll(/^(\d+)\. ([A-E])$/gm)].map(
      (m) => m[2] as Letter,
    );
    expect(gabarito).toHaveLength(10);

    // 'Corrigir gabarito': the sheet waits there under its code.
    await page.getByRole('link', { name: 'Corrigir gabarito' }).click();
    await expect(page).toHaveURL(/\/simulados\/gabarito$/);
    await page.getByRole('button', { name: new RegExp(`Código ${codigo}`) }).click();
    const first = page.getByRole('textbox', { name: 'Questão 1', exact: true });
    await expect(first).toBeFocused();
    // 1–6 right, 7–9 wrong, 10 left blank: typing moves from box to box; Space skips one. A wrong answer
    // must still be a letter of the question's kind (Certo/Errado items take only C and E).
    const [impresso] = (await (await page.request.get('/api/simulados/impressos')).json()) as Array<{
      tipos: string[];
    }>;
    const wrong = (l: Letter, i: number): Letter =>
      impresso!.tipos[i] === 'certo_errado' ? (l === 'C' ? 'E' : 'C') : l === 'A' ? 'B' : 'A';
    const typed = gabarito.slice(0, 9).map((l, i) => (i < 6 ? l : wrong(l, i)));
    await page.keyboard.type(typed.join('').toLowerCase());
    await expect(page.getByRole('textbox', { name: 'Questão 10' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Questão 7' })).toHaveValue(typed[6]!);
    await expect(page.getByText('9 de 10 preenchidas')).toBeVisible();
    // A letter that is not an alternative is refused with a hint.
    await page.keyboard.press('x');
    await expect(
      page.getByText(/^Use (apenas as letras A, B, C(, D)? ou [DE]|C \(Certo\) ou E \(Errado\))\.$/),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Questão 10' })).toHaveValue('');

    await page.getByRole('button', { name: 'Corrigir' }).click();
    await expect(page).toHaveURL(/\/simulados\/resultados\/\d+$/);
    await expect(page.getByRole('heading', { name: 'SAT' })).toBeVisible();
    await expect(page.getByText('9 questões respondidas')).toBeVisible();
    await expect(page.getByText('6,67').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gráfico: 6 acertos e 3 erros' })).toBeVisible();

    // Corrected once: no longer listed.
    await page.goto('/simulados/gabarito');
    await expect(page.getByText('Nenhum simulado impresso para corrigir')).toBeVisible();
  });

  test('a paste of letters fills the boxes from where it lands', async ({ page, student }) => {
    void student;
    await printViaApi(page);
    await page.goto('/simulados/gabarito');
    await page.getByRole('button', { name: /Código/ }).click();
    const box3 = page.getByRole('textbox', { name: 'Questão 3', exact: true });
    await box3.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'a b-C 4D');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    const values = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((n) => page.getByRole('textbox', { name: `Questão ${n}`, exact: true }).inputValue()),
    );
    // A letter its number's kind has no place for (A or B or D on a Certo/Errado item) stays out.
    const [impresso] = (await (await page.request.get('/api/simulados/impressos')).json()) as Array<{
      tipos: string[];
    }>;
    const expected = ['', '', 'A', 'B', '', 'C', 'D'].map((l, i) =>
      impresso!.tipos[i] === 'certo_errado' && l !== 'C' && l !== 'E' ? '' : l,
    );
    expect(values).toEqual(expected);
    await expect(page.getByText(new RegExp(`^${expected.filter(Boolean).length} de \\d+ preenchidas`))).toBeVisible();
  });

  test('Corrigir gabarito passes axe in both themes at 360 and 1366 px, empty and with a sheet open', async ({
    page,
    student,
  }, testInfo) => {
    void student;
    test.setTimeout(300_000);
    const problems: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/simulados/gabarito');
      await waitForScreen(page);
      await expect(page.getByText('Nenhum simulado impresso para corrigir')).toBeVisible();
      problems.push(...(await axeBothThemes(page, `/simulados/gabarito vazio ${viewport.name}`)));
    }
    await printViaApi(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/simulados/gabarito');
      await waitForScreen(page);
      await page.getByRole('button', { name: /Código/ }).click();
      await page.keyboard.type('abc');
      problems.push(...(await axeBothThemes(page, `/simulados/gabarito ${viewport.name}`)));
      // For a person to look at: the phone in dark mode, the desktop in light mode.
      const theme = viewport.width === 360 ? 'dark' : 'light';
      await setTheme(page, theme);
      await page.screenshot({ path: testInfo.outputPath(`gabarito-${viewport.width}-${theme}.png`), fullPage: true });
      await setTheme(page, 'light');
    }
    expect(problems).toEqual([]);
  });
});
