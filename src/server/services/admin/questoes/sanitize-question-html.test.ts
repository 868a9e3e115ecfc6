import { describe, expect, it } from 'vitest';
import { sanitizeQuestionHtml } from './sanitize-question-html.js';

describe('sanitizeQuestionHtml', () => {
  it.each([
    ['a script', '<p>Texto</p><script>alert(1)</script>', '<p>Texto</p>'],
    [
      'an event handler',
      '<img src="https://x.example/a.png" onerror="alert(1)">',
      '<img src="https://x.example/a.png">',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">clique</a>', '<a>clique</a>'],
    ['a data: image', '<p>a</p><img src="data:image/png;base64,AAAA">', '<p>a</p>'],
    ['a style that hides text', '<p style="display:none">oculto</p>', '<p>oculto</p>'],
    ['a class', '<span class="sr-only">x</span>', '<span>x</span>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['a form', '<form action="https://evil.example"><input name="senha"></form>', ''],
    ['an svg with script', '<svg><script>alert(1)</script></svg>', ''],
    ['a protocol-relative image', '<img src="//evil.example/x.png">', ''],
  ])('removes %s', async (_, input, expected) => {
    expect(await sanitizeQuestionHtml(input)).toBe(expected);
  });

  it('keeps text formatting, lists, tables and http(s) images', async () => {
    const html =
      '<p>Assinale a <strong>correta</strong> e <em>justifique</em>:</p><ul><li>um</li></ul>' +
      '<table><tbody><tr><td colspan="2">célula</td></tr></tbody></table><img src="https://cdn.example/f.png" alt="Figura">';
    expect(await sanitizeQuestionHtml(html)).toBe(html);
  });

  it('opens links outside the app without giving it access back', async () => {
    expect(await sanitizeQuestionHtml('<a href="https://lei.example/cf88">CF/88</a>')).toBe(
      '<a href="https://lei.example/cf88" target="_blank" rel="noopener noreferrer nofollow">CF/88</a>',
    );
  });

  const OWN = '/api/arquivos/questao/0b4e7f0a-53f1-4c3e-9a57-2f1d3c4b5a69.webp';

  it('keeps an image stored by us, by its exact relative path (issue 34 §2)', async () => {
    const html = `<p>Figura:</p><img src="${OWN}" alt="Mapa">`;
    expect(await sanitizeQuestionHtml(html)).toBe(html);
  });

  it.each([
    ['another relative image', '<img src="/api/arquivos/avatar/0b4e7f0a-53f1-4c3e-9a57-2f1d3c4b5a69.webp">'],
    ['our path with a query', `<img src="${OWN}?x=1">`],
    ['our path under another folder', `<img src="/x${OWN}">`],
    ['a path that only looks like ours', '<img src="/api/arquivos/questao/../../perfil.webp">'],
    ['a relative file', '<img src="figura.png">'],
    ['a data: image', '<img src="data:image/webp;base64,AAAA">'],
    ['a javascript: source', '<img src="javascript:alert(1)">'],
  ])('still drops %s', async (_, input) => {
    expect(await sanitizeQuestionHtml(`<p>a</p>${input}`)).toBe('<p>a</p>');
  });

  it('keeps our path only as an image source, never as a link', async () => {
    expect(await sanitizeQuestionHtml(`<a href="${OWN}">ver</a>`)).toBe('<a>ver</a>');
  });

  it('keeps plain text as it is and trims the ends', async () => {
    expect(await sanitizeQuestionHtml('  Art. 5º, inciso XI  ')).toBe('Art. 5º, inciso XI');
  });
});
