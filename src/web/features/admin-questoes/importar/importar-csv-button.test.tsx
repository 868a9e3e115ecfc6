import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  importacaoMessages as msg,
  type ImportacaoPrevia,
  type ImportacaoResultado,
} from '../../../../shared/schemas/admin-importacao-questoes';
import { Providers } from '../../../app/providers';
import { apiError, createTestQueryClient, jsonResponse, stubFetch, type FetchCall } from '../../../test-utils';
import { ImportarCsvButton } from './importar-csv-button';

const PREVIA: ImportacaoPrevia = {
  totais: { linhas: 3, novas: 2, comErros: 1, jaNoBanco: 0, repetidas: 0 },
  linhas: [
    {
      linha: 2,
      status: 'nova',
      erros: [],
      materia: 'Língua Portuguesa',
      aula: 'Crase',
      enunciado: 'Questão um',
      respostaCorreta: 'A',
      repeteLinha: null,
      tipo: 'multipla5',
      fonte: 'Inédita',
      avisos: [],
    },
    {
      linha: 3,
      status: 'erro',
      erros: ['matéria "Portugues" não encontrada'],
      materia: 'Portugues',
      aula: null,
      enunciado: 'Questão dois',
      respostaCorreta: 'B',
      repeteLinha: null,
      tipo: 'multipla5',
      fonte: 'Inédita',
      avisos: [],
    },
    {
      linha: 4,
      status: 'nova',
      erros: [],
      materia: 'Matemática',
      aula: null,
      enunciado: 'Questão três',
      respostaCorreta: 'C',
      repeteLinha: null,
      tipo: 'multipla5',
      fonte: 'Inédita',
      avisos: [],
    },
  ],
};
const ARQUIVO = 'Arquivo (CSV, Moodle XML, GIFT ou Aiken)';
const csvFile = () => new File(['materia,aula\n'], 'questoes.csv', { type: 'text/csv' });
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.url);

function renderButton() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['admin', 'questoes', 'lista', {}], { itens: [] });
  render(
    <Providers queryClient={queryClient}>
      <ImportarCsvButton />
    </Providers>,
  );
  return queryClient;
}

async function openAndPreview() {
  await userEvent.click(screen.getByRole('button', { name: 'Importar questões' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar questões' });
  const previewButton = within(dialog).getByRole('button', { name: 'Pré-visualizar' });
  expect(previewButton).toBeDisabled();
  await userEvent.upload(within(dialog).getByLabelText(ARQUIVO), csvFile());
  await userEvent.click(previewButton);
  return dialog;
}

// The dialog is loaded on first open; load it up front so the first test does not wait on the import.
beforeAll(async () => {
  await import('./components/importar-csv-dialog');
});

afterEach(() => {
  toast.dismiss();
});

describe('Importar questões', () => {
  it('names the file to pick in pt-BR, whatever the browser language, and then the file chosen', async () => {
    stubFetch();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Importar questões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar questões' });
    const input = within(dialog).getByLabelText(ARQUIVO);
    expect(input).toHaveAccessibleDescription('Nenhum arquivo escolhido');
    expect(within(dialog).getByText('Escolher arquivo')).toBeInTheDocument();

    await userEvent.upload(input, csvFile());
    expect(input).toHaveAccessibleDescription('questoes.csv (13 bytes)');
    expect(within(dialog).getByText('Trocar arquivo')).toBeInTheDocument();
    expect(within(dialog).queryByText('Nenhum arquivo escolhido')).not.toBeInTheDocument();
  });

  it('explains the columns, links the template, previews the rows with their errors and imports the new ones', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/admin/importacao-questoes/previa') return jsonResponse(PREVIA);
      if (call.url === '/api/admin/importacao-questoes')
        return jsonResponse({ ...PREVIA, importadas: 2 } satisfies ImportacaoResultado);
      return undefined;
    });
    const queryClient = renderButton();
    const dialog = await openAndPreview();
    expect(within(dialog).getByText('resposta_correta')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Baixar modelo' })).toHaveAttribute(
      'href',
      '/api/admin/importacao-questoes/modelo.csv',
    );

    expect(await within(dialog).findByText('Linha 3: matéria "Portugues" não encontrada')).toBeInTheDocument();
    const summary = within(dialog).getByLabelText('Resumo da pré-visualização');
    expect(within(summary).getByText('Novas').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Com erros').nextSibling).toHaveTextContent('1');
    // Only the problem rows are listed at first; the whole file on request.
    expect(within(dialog).queryByText('Questão um')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(/Mostrar só as linhas que não serão importadas/));
    expect(within(dialog).getByText('Questão um')).toBeInTheDocument();

    const sent = calls.find((c) => c.url.endsWith('/previa'))!.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('arquivo') as File).name).toBe('questoes.csv');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar 2 questões' }));
    expect(await screen.findByText('2 questões importadas com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual(['/api/admin/importacao-questoes/previa', '/api/admin/importacao-questoes']);
    expect(queryClient.getQueryState(['admin', 'questoes', 'lista', {}])?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal of the whole file and offers no import", async () => {
    stubFetch((call) =>
      call.url.endsWith('/previa') ? apiError(400, 'IMPORTACAO_ARQUIVO_INVALIDO', msg.naoUtf8) : undefined,
    );
    renderButton();
    const dialog = await openAndPreview();
    expect(await within(dialog).findByText(msg.naoUtf8)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Importar \d/ })).not.toBeInTheDocument();
  });

  it('says when nothing new was imported', async () => {
    stubFetch((call) => {
      if (call.url.endsWith('/previa')) return jsonResponse(PREVIA);
      if (call.url === '/api/admin/importacao-questoes')
        return jsonResponse({ ...PREVIA, totais: { ...PREVIA.totais, novas: 0, jaNoBanco: 2 }, importadas: 0 });
      return undefined;
    });
    renderButton();
    const dialog = await openAndPreview();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Importar 2 questões' }));
    expect(await screen.findByText(msg.nenhumaNova)).toBeInTheDocument();
  });

  it("sends the chosen format and matéria with the file, and shows each item's warnings", async () => {
    const CATALOGO = {
      modulos: [{ id: 1, nome: 'Básico' }],
      materias: [
        { id: 7, nome: 'Língua Portuguesa', moduloId: 1, tipo: 'teorica', isFree: false },
        { id: 8, nome: 'Educação Física', moduloId: 1, tipo: 'pratica', isFree: false },
      ],
      aulas: [],
      bancas: [],
    };
    const aviso = 'o arquivo pede alternativas embaralhadas; o Bizu mostra as alternativas na ordem do arquivo';
    const comAviso = { ...PREVIA, linhas: PREVIA.linhas.map((l, i) => (i === 0 ? { ...l, avisos: [aviso] } : l)) };
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/admin/catalogo') return jsonResponse(CATALOGO);
      if (call.url.endsWith('/previa')) return jsonResponse(comAviso);
      return undefined;
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Importar questões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar questões' });
    await userEvent.upload(within(dialog).getByLabelText(ARQUIVO), new File(['Q {T}'], 'q.gift'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Formato'), 'GIFT');
    const materia = within(dialog).getByLabelText('Matéria (para arquivos sem categoria)');
    // Only the matérias that take questions.
    await within(materia).findByRole('option', { name: 'Língua Portuguesa (Básico)' });
    expect(within(materia).queryByRole('option', { name: /Educação Física/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(materia, 'Língua Portuguesa (Básico)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pré-visualizar' }));
    await userEvent.click(await within(dialog).findByLabelText(/Mostrar só as linhas que não serão importadas/));
    expect(await within(dialog).findByText(`Aviso: ${aviso}`)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/previa'))!.body as FormData;
    expect([sent.get('formato'), sent.get('materia')]).toEqual(['gift', '7']);
  });
});
