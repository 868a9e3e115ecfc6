import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { questaoImagemMessages } from '../../../shared/rules/questao-imagem';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { uploadQuestaoImagem } from '../../lib/upload-questao-imagem';
import { linkMessages } from './link-dialog';
import { installProseMirrorJsdomShims, pasteInto } from './prosemirror-jsdom';
import RichTextEditor, { imagemMessages } from './rich-text-editor';

vi.mock('../../lib/upload-questao-imagem', () => ({ uploadQuestaoImagem: vi.fn() }));

beforeAll(installProseMirrorJsdomShims);
beforeEach(() => {
  vi.mocked(uploadQuestaoImagem).mockReset();
});
afterEach(() => vi.restoreAllMocks());

function Harness({ initial = '', variant }: { initial?: string; variant?: 'full' | 'compact' }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <span id="rotulo">Enunciado</span>
      <RichTextEditor
        value={html}
        onChange={setHtml}
        labelledBy="rotulo"
        toolbarLabel="Formatação do Enunciado"
        variant={variant}
      />
      <output data-testid="html">{html}</output>
    </>
  );
}

const html = () => screen.getByTestId('html').textContent;
const textbox = () => screen.getByRole('textbox', { name: 'Enunciado' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Formatação do Enunciado' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });

const paste = pasteInto;

describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('is a labelled textbox whose toolbar toggles bold, italic and underline, with aria-pressed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Olá mundo</p>" />);
    for (const [name, keys] of [
      ['Negrito', 'Control+B'],
      ['Itálico', 'Control+I'],
      ['Sublinhado', 'Control+U'],
      ['Refazer', 'Control+Shift+Z Control+Y'],
    ]) {
      expect(button(name!)).toHaveAttribute('aria-keyshortcuts', keys);
    }
    expect(button('Negrito')).toHaveAttribute('aria-pressed', 'false');
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('Negrito'));
    await waitFor(() => expect(html()).toBe('<p><strong>Olá mundo</strong></p>'));
    expect(button('Negrito')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Itálico'));
    await user.click(button('Sublinhado'));
    await waitFor(() => expect(html()).toBe('<p><strong><em><u>Olá mundo</u></em></strong></p>'));
    await user.click(button('Negrito'));
    await waitFor(() => expect(html()).toBe('<p><em><u>Olá mundo</u></em></p>'));
    expect(button('Negrito')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Itálico')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Sobrescrito'));
    await waitFor(() => expect(html()).toBe('<p><em><u><sup>Olá mundo</sup></u></em></p>'));
  });

  it('keeps what the allow-list permits from a Word paste and drops styles, classes and fonts', async () => {
    render(<Harness />);
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>' +
      '<p class="MsoNormal" style="margin-bottom:0cm"><span style="mso-bidi-font-weight:normal;font-family:Calibri"><b>Art. 5º</b></span>' +
      ' <font face="Arial" color="red">todos são <i>iguais</i></font><o:p></o:p></p>' +
      '<ul class="lista" style="color:blue"><li class="MsoListParagraph"><span style="mso-list:Ignore">item um</span></li><li>H<sub>2</sub>O e x<sup>2</sup></li></ul>' +
      '<p><a href="javascript:alert(1)">perigo</a> e <a href="https://www.planalto.gov.br" class="x">lei</a></p>' +
      '<table style="width:100%" class="MsoTable"><tr><td style="border:1px solid" colspan="2">célula</td></tr></table>' +
      '<script>alert(1)</script></body></html>';
    paste(textbox(), { html: word, text: 'Art. 5º todos são iguais' });
    await waitFor(() => expect(html()).toContain('Art. 5º'));
    const out = html()!;
    expect(out).toContain('<strong>Art. 5º</strong>');
    expect(out).toContain('<em>iguais</em>');
    expect(out).toContain('<ul><li><p>item um</p></li><li><p>H<sub>2</sub>O e x<sup>2</sup></p></li></ul>');
    expect(out).toContain('<a href="https://www.planalto.gov.br">lei</a>');
    expect(out).toContain('<table><tbody><tr><td colspan="2" rowspan="1"><p>célula</p></td></tr></tbody></table>');
    expect(out).not.toMatch(/style=|class=|<font|<span|mso-|javascript:|<script|<o:p|colgroup|data-/);
  });

  it('refuses a link that is not http(s) with a pt-BR message and applies a valid one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>veja a lei</p>" />);
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir link' });
    const url = within(dialog).getByLabelText('Endereço (URL)');
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(within(dialog).getByText(linkMessages.invalido)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(html()).toBe('<p>veja a lei</p>');

    await user.clear(url);
    await user.type(url, 'https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html()).toBe(
      '<p><a href="https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm">veja a lei</a></p>',
    );
  });

  it('opens the link dialog with Ctrl+K', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>texto</p>" />);
    await user.click(textbox());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Inserir link' })).toBeInTheDocument();
  });

  it('inserts and removes a 3×3 table', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(textbox());
    await user.click(button('Inserir tabela'));
    await waitFor(() => expect(html()!.match(/<tr>/g)).toHaveLength(3));
    expect(html()!.match(/<th /g)).toHaveLength(3);
    expect(html()!.match(/<td /g)).toHaveLength(6);
    await user.click(button('Remover tabela'));
    await waitFor(() => expect(html()).not.toContain('<table'));
  });

  it('keeps an alternative on one line, without its paragraph', async () => {
    const user = userEvent.setup();
    render(<Harness variant="compact" initial="Opção A" />);
    expect(within(toolbar()).queryByRole('button', { name: 'Lista com marcadores' })).toBeNull();
    expect(within(toolbar()).queryByRole('button', { name: 'Inserir tabela' })).toBeNull();
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('Negrito'));
    await waitFor(() => expect(html()).toBe('<strong>Opção A</strong>'));
    // Pasted paragraphs and lists land on the one line.
    paste(textbox(), { html: '<p>um</p><ul><li>dois</li></ul>', text: 'um dois' });
    await waitFor(() => expect(html()).not.toContain('Opção'));
    expect(html()).not.toMatch(/<p>|<ul>|<li>/);
  });

  it('uploads a pasted image and inserts it by the URL the server answers', async () => {
    const upload = vi.mocked(uploadQuestaoImagem);
    let finish: (value: Awaited<ReturnType<typeof uploadQuestaoImagem>>) => void = () => undefined;
    upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Harness initial="<p>Figura:</p>" />);
    await user.click(textbox());
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'figura.png', { type: 'image/png' });
    paste(textbox(), { files: [png] });
    expect(await screen.findByText(imagemMessages.enviando)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(png);
    const url = '/api/arquivos/questao/0b7f1f0e-2c1a-4c55-9a39-0a4f1d2e3c4b.webp';
    finish({ id: '0b7f1f0e-2c1a-4c55-9a39-0a4f1d2e3c4b', url, largura: 10, altura: 10 });
    await waitFor(() => expect(html()).toContain(`<img src="${url}" alt="">`));
    // The image goes in as the upload resolves; the status leaves on the render after it.
    await waitFor(() => expect(screen.queryByText(imagemMessages.enviando)).toBeNull());
  });

  it('says in a toast why an image was refused, and checks size and type before sending', async () => {
    const upload = vi.mocked(uploadQuestaoImagem);
    upload.mockRejectedValue(
      new ApiError({ status: 400, code: 'ARQUIVO_INVALIDO', message: questaoImagemMessages.invalida }),
    );
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    const svg = new File(['<svg/>'], 'desenho.svg', { type: 'image/svg+xml' });
    paste(textbox(), { files: [big, svg] });
    expect(error).toHaveBeenCalledWith(questaoImagemMessages.muitoGrande);
    expect(error).toHaveBeenCalledWith(imagemMessages.tipo);
    expect(upload).not.toHaveBeenCalled();

    paste(textbox(), { files: [new File([new Uint8Array([1])], 'falsa.png', { type: 'image/png' })] });
    await waitFor(() => expect(error).toHaveBeenCalledWith(questaoImagemMessages.invalida));
    expect(html()).toBe('');
  });
});
