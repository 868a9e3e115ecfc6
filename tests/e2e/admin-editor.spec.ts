import { deflateSync } from 'node:zlib';
import { axeBothThemes, OPEN_DIALOG } from './a11y-helpers.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginThroughForm, test } from './fixtures.js';

// Issue 34 §1–2 in the browser: the question's rich-text editor typed into with the keyboard, a paste
// of Word-like HTML, an image dropped and uploaded, the preview, and the saved question as it renders.

const suffix = Date.now().toString(36).slice(-5);

/** A real 2×2 PNG (red pixels), made here: signature, IHDR, IDAT (zlib), IEND. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  const raw = Buffer.concat([row, row]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an admin writes a question in the rich-text editor: keyboard, paste, a dropped image, preview and save', async ({
  page,
}) => {
  await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await page.goto('/admin/questions');
  const marca = `Editor ${suffix}`;

  await page.getByRole('button', { name: 'Nova Questão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Questão' });
  await dialog.getByLabel('Matéria').selectOption({ index: 1 });

  // Typed with the keyboard, Ctrl+B for bold.
  const enunciado = dialog.getByRole('textbox', { name: 'Enunciado', exact: true });
  await enunciado.click();
  await page.keyboard.type(`${marca}: o termo `);
  await page.keyboard.press('Control+B');
  await page.keyboard.type('flagrante');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' significa:');
  await expect(enunciado.locator('strong')).toHaveText('flagrante');
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatação de Enunciado' });
  await expect(toolbar.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'false');

  // A paste from Word: the bold and the list stay, the styles, fonts and classes go.
  await page.keyboard.press('Enter');
  await enunciado.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p class="MsoNormal" style="color:red"><span style="mso-bidi-font-weight:normal"><b>Art. 302</b></span> ' +
        '<font face="Arial">do CPP</font></p><ul class="x"><li style="margin:0">cometendo</li><li>acaba de cometer</li></ul>',
    );
    data.setData('text/plain', 'Art. 302 do CPP cometendo acaba de cometer');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(enunciado.locator('strong', { hasText: 'Art. 302' })).toBeVisible();
  await expect(enunciado.locator('ul > li')).toHaveCount(2);
  await expect(enunciado.locator('[style], [class*="Mso"], font')).toHaveCount(0);

  // An image file dropped on the editor: uploaded, then shown from our own address.
  const bytes = png().toString('base64');
  await enunciado.evaluate((el, b64) => {
    const data = new DataTransfer();
    const buf = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    data.items.add(new File([buf], 'figura.png', { type: 'image/png' }));
    const box = el.getBoundingClientRect();
    const at = { clientX: box.left + 20, clientY: box.bottom - 10 };
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, ...at }));
  }, bytes);
  const imagem = enunciado.locator('img[src^="/api/arquivos/questao/"]');
  await expect(imagem).toHaveCount(1);
  await expect(imagem).toHaveAttribute('src', /\.webp$/);
  await expect.poll(() => imagem.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  for (const [letra, texto] of [
    ['A', 'preso em ato'],
    ['B', 'preso por ordem judicial'],
    ['C', 'preso em casa'],
    ['D', 'preso por edital'],
    ['E', 'preso por engano'],
  ]) {
    await dialog.getByRole('textbox', { name: `Alternativa ${letra}`, exact: true }).fill(texto!);
  }
  await dialog.getByLabel('Resposta Correta').selectOption('A');

  // The editors are accessible in both themes.
  expect(await axeBothThemes(page, 'Nova Questão with the editor', OPEN_DIALOG)).toEqual([]);

  // The preview shows the question as the player will.
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = dialog.getByRole('region', { name: 'Pré-visualização da questão' });
  await expect(preview.locator('strong', { hasText: 'flagrante' })).toBeVisible();
  await expect(preview.locator('img[src^="/api/arquivos/questao/"]')).toBeVisible();
  await expect(preview.getByText('Alternativa A: preso em ato (resposta correta)')).toBeAttached();
  await dialog.getByRole('button', { name: 'Editar', exact: true }).click();

  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Questão criada com sucesso!')).toBeVisible();

  // The saved question renders the bold text and the stored image.
  await page.getByLabel('Buscar').fill(marca);
  const card = page.getByRole('article').filter({ hasText: marca });
  await expect(card).toHaveCount(1);
  await expect(card.locator('strong', { hasText: 'flagrante' })).toBeVisible();
  await expect(card.locator('img[src^="/api/arquivos/questao/"]')).toBeVisible();

  await card.getByRole('button', { name: /^Excluir questão #\d+$/ }).click();
  await page.getByRole('dialog', { name: 'Excluir questão' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Questão excluída com sucesso!')).toBeVisible();
});
