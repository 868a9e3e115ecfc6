import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { questaoAdminMessages, questaoMessages } from '../../../../shared/schemas/admin-questoes';
import { Providers } from '../../../app/providers';
import { apiError, createTestQueryClient, makeUser, renderApp } from '../../../test-utils';
import { QUESTAO, SEM_FONTE_INPUT, pageOf, stubQuestoesApi, writes } from './test-fixtures';
import { installProseMirrorJsdomShims, pasteInto } from '../../rich-text/prosemirror-jsdom';
import { QuestaoEditDialog } from './questao-edit-dialog';

const admin = () => makeUser({ isAdmin: true });

beforeAll(installProseMirrorJsdomShims);
// The form mounts up to seven ProseMirror editors, slow under jsdom on a shared two-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  toast.dismiss();
});

/** The rich-text editor named `label` (it downloads on first use), filled as a paste would. */
async function fillEditor(dialog: HTMLElement, label: string, content: { html?: string; text?: string }) {
  const editor = await within(dialog).findByRole('textbox', { name: label });
  pasteInto(editor, content);
  await waitFor(() => expect(editor).toHaveTextContent((content.text ?? content.html ?? '').replace(/<[^>]+>/g, '')));
}

async function openNew() {
  renderApp('/admin/questions', { me: admin() });
  await userEvent.click(await screen.findByRole('button', { name: 'Nova Questão' }));
  return screen.findByRole('dialog', { name: 'Nova Questão' });
}

async function fill(dialog: HTMLElement) {
  await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Português');
  await userEvent.selectOptions(within(dialog).getByLabelText('Aula (opcional)'), '1. Crase');
  await fillEditor(dialog, 'Enunciado', { html: '<p>Qual a forma correta?</p>' });
  for (const letra of ['A', 'B', 'C', 'D', 'E']) {
    await fillEditor(dialog, `Alternativa ${letra}`, { text: `Opção ${letra}` });
  }
  await userEvent.selectOptions(within(dialog).getByLabelText('Resposta Correta'), 'C');
}

describe('Nova Questão / Editar Questão', () => {
  it('refuses an empty form with the pt-BR messages and sends nothing', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([]));
    const dialog = await openNew();
    expect(within(dialog).getByText(/formatação permitida/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('toolbar', { name: 'Formatação de Enunciado' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(questaoMessages.materiaRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(questaoMessages.enunciadoRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(questaoMessages.alternativaRequired('E'))).toBeInTheDocument();
    expect(within(dialog).getByText(questaoMessages.respostaInvalida)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Enunciado' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('says an image URL is invalid as it is typed and keeps Salvar disabled', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([]));
    const dialog = await openNew();
    // Only teórica matérias, grouped by módulo.
    expect(within(dialog).queryByRole('option', { name: 'Educação Física' })).toBeNull();
    const url = within(dialog).getByLabelText('URL da Imagem (opcional)');
    await userEvent.type(url, 'https://exemplo.com/pagina.html');
    expect(within(dialog).getByText(questaoMessages.imagemUrlInvalida)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(within(dialog).queryByRole('img')).toBeNull();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://exemplo.com/figura.webp');
    expect(within(dialog).queryByText(questaoMessages.imagemUrlInvalida)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled();
    const preview = within(dialog).getByRole('img', { name: 'Imagem da questão' });
    expect(preview).toHaveClass('max-h-[200px]');
    preview.dispatchEvent(new Event('error'));
    expect(await within(dialog).findByText(questaoAdminMessages.imagemLoadFailed)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates a question with its aula and says so', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([]));
    const dialog = await openNew();
    // Direito Penal has no aulas: the Aula select is disabled with a hint.
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Direito Penal');
    expect(within(dialog).getByLabelText('Aula (opcional)')).toBeDisabled();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(questaoAdminMessages.created)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        url: '/api/admin/questoes',
        method: 'POST',
        body: {
          materiaId: 10,
          aulaId: 100,
          enunciado: '<p>Qual a forma correta?</p>',
          imagemUrl: null,
          alternativaA: 'Opção A',
          alternativaB: 'Opção B',
          alternativaC: 'Opção C',
          alternativaD: 'Opção D',
          alternativaE: 'Opção E',
          respostaCorreta: 'C',
          ...SEM_FONTE_INPUT,
        },
      },
    ]);
  });

  it("shows the server's refusal under its field and the save toast", async () => {
    stubQuestoesApi(
      () => pageOf([]),
      () =>
        new Response(
          JSON.stringify({
            code: 'QUESTAO_AULA_FORA_DA_MATERIA',
            message: questaoAdminMessages.aulaForaDaMateria,
            fields: { aulaId: questaoAdminMessages.aulaForaDaMateria },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const dialog = await openNew();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(questaoAdminMessages.aulaForaDaMateria)).toBeInTheDocument();
    expect(await screen.findByText(questaoAdminMessages.saveFailed)).toBeInTheDocument();
  });

  it('edits from the list through PUT, starting from the stored values', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([QUESTAO]));
    renderApp('/admin/questions', { me: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar questão #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Questão' });
    expect(within(dialog).getByLabelText('Matéria')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Aula (opcional)')).toHaveValue('100');
    expect(within(dialog).getByLabelText('Resposta Correta')).toHaveValue('A');
    await userEvent.selectOptions(within(dialog).getByLabelText('Resposta Correta'), 'B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(questaoAdminMessages.updated)).toBeInTheDocument();
    expect(writes(calls)).toMatchObject([
      { url: '/api/admin/questoes/7', method: 'PUT', body: { materiaId: 10, aulaId: 100, respostaCorreta: 'B' } },
    ]);
  });
});

describe('QuestaoEditDialog (opened by id, e.g. from a report)', () => {
  function renderDialog(questaoId: number | null) {
    const onOpenChange = vi.fn();
    render(
      <Providers queryClient={createTestQueryClient()}>
        <QuestaoEditDialog questaoId={questaoId} onOpenChange={onOpenChange} />
      </Providers>,
    );
    return onOpenChange;
  }

  it('loads the question, saves it and closes', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([]));
    const onOpenChange = renderDialog(7);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Questão' });
    expect(await within(dialog).findByRole('textbox', { name: 'Alternativa C' })).toHaveTextContent('Refiro-me à você');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(calls)).toMatchObject([{ url: '/api/admin/questoes/7', method: 'PUT' }]);
  });

  it('stays closed while no question is chosen, asking for nothing', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([]));
    renderDialog(null);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/questoes'))).toEqual([]);
  });

  it('shows the server message when the question cannot be loaded', async () => {
    const stub = stubQuestoesApi(() => pageOf([]));
    stub.fetchMock.mockImplementation(async () => apiError(404, 'QUESTAO_NOT_FOUND', 'Questão não encontrada.'));
    renderDialog(99);
    expect(await screen.findByText('Questão não encontrada.')).toBeInTheDocument();
  });
});

describe('kind, source and marks (issue 33)', () => {
  const options = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('shows the alternatives and keys of each kind, keeping hidden text out of the request', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([]));
    const dialog = await openNew();
    await fill(dialog);
    const tipo = within(dialog).getByLabelText('Tipo da questão');
    const resposta = () => within(dialog).getByLabelText('Resposta Correta');

    await userEvent.selectOptions(tipo, 'Quatro alternativas (A–D)');
    expect(within(dialog).queryByLabelText('Alternativa E')).toBeNull();
    expect(options(resposta())).toEqual(['Selecione', 'A', 'B', 'C', 'D']);
    // C still fits four alternatives, so it stays chosen.
    expect(resposta()).toHaveValue('C');

    await userEvent.selectOptions(tipo, 'Certo ou Errado');
    expect(within(dialog).queryByLabelText(/Alternativa/)).toBeNull();
    expect(options(resposta())).toEqual(['Selecione', 'Certo (C)', 'Errado (E)']);
    // 'C' meant the third alternative, not Certo: the key must be chosen again.
    expect(resposta()).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha a resposta correta: Certo (C) ou Errado (E).')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await userEvent.selectOptions(resposta(), 'Errado (E)');
    await userEvent.selectOptions(within(dialog).getByLabelText('Banca'), 'VUNESP');
    expect(options(within(dialog).getByLabelText('Banca'))).toEqual(['Inédita (sem banca)', 'VUNESP']);
    await userEvent.type(within(dialog).getByLabelText('Órgão/concurso'), 'PM-SP');
    await userEvent.type(within(dialog).getByLabelText('Ano'), '2023');
    await fillEditor(dialog, 'Comentário do professor (opcional)', { html: '<p>Art. 5º</p>' });
    expect(within(dialog).queryByLabelText('Motivo (opcional)')).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Anulada pela banca' }));
    await userEvent.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Gabarito alterado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(questaoAdminMessages.created)).toBeInTheDocument();
    expect(writes(calls)[0]!.body).toMatchObject({
      tipo: 'certo_errado',
      alternativaA: null,
      alternativaE: null,
      respostaCorreta: 'E',
      bancaId: 5,
      orgao: 'PM-SP',
      ano: 2023,
      cargo: null,
      comentario: '<p>Art. 5º</p>',
      anulada: true,
      anuladaNota: 'Gabarito alterado',
      desatualizada: false,
    });
  });
});
