import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { QuestaoImagemResponse } from '../../../shared/rules/questao-imagem.js';
import type { AdminQuestao } from '../../../shared/schemas/admin-questoes.js';
import { arquivos, questaoImagens } from '../../db/schema.js';

// Issue 34 §2, decision 0056: deleting the only question that shows an image frees it, while another
// admin saves a new question with that same image. On PostgreSQL the two really overlap; whichever
// wins, nothing fails with a 500 and no saved question shows an image that is gone.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'imagens-pg');
  content = await createContent(t.db, 1);
});
afterAll(async () => {
  await t?.close();
});

const questao = (enunciado: string) => ({
  materiaId: content.free.id,
  aulaId: null,
  enunciado,
  imagemUrl: '',
  alternativaA: 'A',
  alternativaB: 'B',
  alternativaC: 'C',
  alternativaD: 'D',
  alternativaE: 'E',
  respostaCorreta: 'A',
});

describe('a delete that frees an image while another question takes it', () => {
  it('either keeps the image for the new question or refuses that question, round after round', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    for (let round = 0; round < 6; round++) {
      const form = new FormData();
      form.set('imagem', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'f.png');
      const img = (await (
        await agents.admin.upload('/api/admin/questoes/imagens', form)
      ).json()) as QuestaoImagemResponse;
      const first = (await (
        await agents.admin.post('/api/admin/questoes', questao(`<p>a${round}</p><img src="${img.url}">`))
      ).json()) as AdminQuestao;

      const [deleted, created] = await Promise.all([
        agents.admin.delete(`/api/admin/questoes/${first.id}`),
        agents.admin.post('/api/admin/questoes', questao(`<p>b${round}</p><img src="${img.url}">`)),
      ]);
      expect(deleted.status, `round ${round}`).toBe(204);
      const stored = await t.db.select({ id: arquivos.id }).from(arquivos).where(eq(arquivos.id, img.id));
      if (created.status === 201) {
        const second = (await created.json()) as AdminQuestao;
        expect(stored, `round ${round}`).toHaveLength(1);
        const links = await t.db.select().from(questaoImagens).where(eq(questaoImagens.questaoId, second.id));
        expect(links.map((l) => l.arquivoId)).toEqual([img.id]);
      } else {
        expect(created.status, `round ${round}: ${await created.clone().text()}`).toBe(400);
        expect(await created.json()).toMatchObject({ code: 'QUESTAO_IMAGEM_INDISPONIVEL' });
        expect(stored, `round ${round}`).toEqual([]);
      }
    }
  });
});
