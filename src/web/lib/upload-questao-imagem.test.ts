import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { QUESTAO_IMAGEM_MAX_BYTES, questaoImagemMessages } from '../../shared/rules/questao-imagem';
import { uploadQuestaoImagem } from './upload-questao-imagem';

afterEach(() => {
  vi.unstubAllGlobals();
});

const png = (size = 10) => new File([new Uint8Array(size)], 'figura.png', { type: 'image/png' });

describe('uploadQuestaoImagem', () => {
  it('sends the file in the `imagem` field and answers the stored image', async () => {
    const stored = { id: 'x', url: '/api/arquivos/questao/x.webp', largura: 10, altura: 5 };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(stored), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    await expect(uploadQuestaoImagem(png(), controller.signal)).resolves.toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.signal]).toEqual(['/api/admin/questoes/imagens', 'POST', controller.signal]);
    expect((init.body as FormData).get('imagem')).toBeInstanceOf(File);
  });

  it('throws an Error carrying the server’s pt-BR message', async () => {
    const refusal = { code: 'QUESTAO_IMAGEM_INVALIDA', message: messages.avatarInvalid };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 })),
    );
    const error = await uploadQuestaoImagem(png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(messages.avatarInvalid);
  });

  it('refuses a file over 5 MB before sending it, with the server’s words', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const error = await uploadQuestaoImagem(png(QUESTAO_IMAGEM_MAX_BYTES + 1)).catch((e: unknown) => e);
    expect((error as Error).message).toBe(questaoImagemMessages.muitoGrande);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
