import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { messages } from '../../../shared/messages.js';
import { PROVAS_TIME_ZONE } from '../../../shared/rules/provas.js';
import { codigoImpresso } from '../../../shared/schemas/impressao.js';
import type { QuestaoFiltros, TipoFiltro } from '../../../shared/schemas/simulados.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { simuladoSessoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { selectQuestoes } from '../simulados/select-questoes.js';
import { loadStoredImage, type ImageLoader } from './question-images.js';
import { renderImpressaoPdf } from './render-impressao-pdf.js';

export interface ImpressaoInput {
  materiaId: number;
  aulaIds: number[];
  quantidade: number;
  tipo: TipoFiltro;
  /** Banca, years, origin, difficulty, annulled (issue 33): the defaults when left out. */
  filtros?: QuestaoFiltros | undefined;
  comGabarito: boolean;
}

export interface PrintedSimulado {
  pdf: Buffer;
  fileName: string;
  sessaoId: string;
}

const inSaoPaulo = tz(PROVAS_TIME_ZONE);

/**
 * 'Imprimir simulado' (issue 27 §6): the questions are chosen exactly as a simulado's (the same filters,
 * the same premium gating), the printed order is kept as a session so 'Corrigir gabarito' can map the
 * numbers back to questions, and the PDF is made from them.
 */
export async function printSimulado({
  db,
  user,
  input,
  now = new Date(),
  loadImage = loadStoredImage,
  compress = true,
}: {
  db: Db;
  user: SessionUser;
  input: ImpressaoInput;
  now?: Date;
  loadImage?: ImageLoader;
  compress?: boolean;
}): Promise<PrintedSimulado> {
  const selecao = await selectQuestoes({
    db,
    user,
    input: {
      materiaId: input.materiaId,
      aulaIds: input.aulaIds,
      quantidade: input.quantidade,
      tipo: input.tipo,
      filtros: input.filtros,
    },
  });
  if (selecao.questoes.length === 0) {
    // Nothing to print: the same three messages an empty simulado shows (SPEC §8).
    const message =
      selecao.vazio === 'todas_respondidas'
        ? messages.todasRespondidas
        : selecao.vazio === 'sem_questoes_filtro'
          ? messages.semQuestoesFiltro
          : messages.semQuestoes;
    throw new AppError('IMPRESSAO_VAZIA', undefined, message);
  }
  const [sessao] = await db
    .insert(simuladoSessoes)
    .values({
      userId: user.id,
      materiaId: selecao.materia.id,
      tipo: 'impresso',
      questaoIds: selecao.questoes.map((q) => q.id),
      iniciadaEm: now,
    })
    .returning({ id: simuladoSessoes.id });
  if (!sessao) throw new Error('printed session not created');

  const pdf = await renderImpressaoPdf(
    {
      materia: selecao.materia.nome,
      modulo: selecao.materia.moduloNome,
      data: format(now, 'dd/MM/yyyy', { in: inSaoPaulo }),
      codigo: codigoImpresso(sessao.id),
      questoes: selecao.questoes,
      comGabarito: input.comGabarito,
    },
    { loadImage, compress, creationDate: now },
  );
  return {
    pdf,
    fileName: `simulado-${slug(selecao.materia.nome)}-${format(now, 'yyyy-MM-dd', { in: inSaoPaulo })}.pdf`,
    sessaoId: sessao.id,
  };
}

/** 'Direito Penal' → 'direito-penal': the subject in a file name any system accepts. */
export function slug(nome: string): string {
  const s = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'materia';
}
