import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import type { AdminQuestao, AdminQuestoesPage } from '../../../../shared/schemas/admin-questoes';
import { jsonResponse, stubFetch, type FetchCall } from '../../../test-utils';

/** A small catalogue: Português with two aulas, Direito without aulas, and a practical matéria. */
export const CATALOGO: AdminCatalogo = {
  modulos: [
    { id: 1, nome: 'Básico' },
    { id: 2, nome: 'Específico' },
  ],
  materias: [
    { id: 10, nome: 'Português', moduloId: 1, tipo: 'teorica', isFree: true },
    { id: 11, nome: 'Educação Física', moduloId: 1, tipo: 'pratica', isFree: false },
    { id: 20, nome: 'Direito Penal', moduloId: 2, tipo: 'teorica', isFree: false },
  ],
  aulas: [
    { id: 100, materiaId: 10, titulo: 'Crase', ordem: 1, ativo: true },
    { id: 101, materiaId: 10, titulo: 'Vírgula', ordem: 2, ativo: true },
  ],
  bancas: [
    { id: 5, nome: 'VUNESP', ativo: true },
    { id: 6, nome: 'Cesgranrio', ativo: false },
  ],
};

/** What issue 33 added to a question, as a five-alternative question of Bizu's own has it. */
export const SEM_FONTE = {
  tipo: 'multipla5',
  comentario: null,
  bancaId: null,
  bancaNome: null,
  orgao: null,
  ano: null,
  cargo: null,
  anulada: false,
  anuladaNota: null,
  desatualizada: false,
} as const satisfies Partial<AdminQuestao>;

/** The same as the form sends it (no banca name: the server reads it from the id). */
export const { bancaNome: _bancaNome, ...SEM_FONTE_INPUT } = SEM_FONTE;

export const QUESTAO: AdminQuestao = {
  id: 7,
  moduloId: 1,
  moduloNome: 'Básico',
  materiaId: 10,
  materiaNome: 'Português',
  aulaId: 100,
  aulaTitulo: 'Crase',
  enunciado: '<p>Assinale a frase com <strong>crase</strong> correta.</p>',
  imagemUrl: 'https://cdn.exemplo.com/crase.png',
  alternativaA: 'Vou à escola',
  alternativaB: 'Vou a escola',
  alternativaC: 'Refiro-me à você',
  alternativaD: 'Cheguei à pé',
  alternativaE: 'Fui à Roma antiga',
  respostaCorreta: 'A',
  ...SEM_FONTE,
};

export const pageOf = (itens: AdminQuestao[], over: Partial<AdminQuestoesPage> = {}): AdminQuestoesPage => ({
  itens,
  total: itens.length,
  totalLimitado: false,
  page: 1,
  pageSize: 20,
  ...over,
});

export const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/questoes') && c.method !== 'GET');
export const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/questoes') && c.method === 'GET').map((c) => c.url);

/** The admin API as the tab sees it: the catalogue, `list` for every page request, writes answered OK. */
export function stubQuestoesApi(
  list: (url: string) => Response | AdminQuestoesPage,
  onWrite: (call: FetchCall) => Response | undefined = () => undefined,
) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/catalogo') return jsonResponse(CATALOGO);
    if (!call.url.startsWith('/api/admin/questoes')) return undefined;
    if (call.method === 'GET') {
      if (/^\/api\/admin\/questoes\/\d+$/.test(call.url)) return jsonResponse(QUESTAO);
      const answer = list(call.url);
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(QUESTAO));
  });
}
