// The player's state machine (SPEC §4), pure: the page persists whatever it returns.
//   não respondida --escolher--> não conferida --conferir--> correta | incorreta (locked)
// A no-op returns the same state object, so nothing re-renders and nothing is written.
import { letraCabeNoTipo } from '../../../shared/rules/questao';
import type { Letter, QuestaoSimulado, SaveSimuladoInput } from '../../../shared/schemas/simulados';
import type { SimuladoEmAndamento } from '../../lib/simulados/em-andamento';

export type QuestaoStatus = 'nao_respondida' | 'nao_conferida' | 'correta' | 'incorreta';

export const statusLabels: Record<QuestaoStatus, string> = {
  nao_respondida: 'Não respondida',
  nao_conferida: 'Não conferida',
  correta: 'Correta',
  incorreta: 'Incorreta',
};

export type SimuladoAction =
  | { type: 'escolher'; letra: Letter }
  | { type: 'conferir' }
  | { type: 'espiar' }
  | { type: 'anterior' }
  | { type: 'proxima' }
  | { type: 'irPara'; indice: number }
  /** Clears every answer and starts the same questions again under a new client key. */
  | { type: 'reiniciar'; clientKey: string; agora: string };

export function questaoAtual(state: SimuladoEmAndamento): QuestaoSimulado {
  // indice_atual is validated on read and kept in range here, so this always exists.
  return state.questoes[state.indice_atual] as QuestaoSimulado;
}

export function respostaDe(state: SimuladoEmAndamento, questaoId: number): Letter | undefined {
  return state.respostas[String(questaoId)];
}

export function isConferida(state: SimuladoEmAndamento, questaoId: number): boolean {
  return state.questoes_conferidas.includes(questaoId);
}

export function statusOf(state: SimuladoEmAndamento, questaoId: number): QuestaoStatus {
  if (isConferida(state, questaoId)) {
    return state.respostas_corretas.includes(questaoId) ? 'correta' : 'incorreta';
  }
  return respostaDe(state, questaoId) === undefined ? 'nao_respondida' : 'nao_conferida';
}

/** What Finalizar sends: only the conferred questions, in the order they were conferred. */
export function respostasParaSalvar(state: SimuladoEmAndamento): SaveSimuladoInput['respostas'] {
  return state.questoes_conferidas.flatMap((questaoId) => {
    const resposta = respostaDe(state, questaoId);
    return resposta === undefined ? [] : [{ questaoId, resposta, espiada: state.espiadas.includes(questaoId) }];
  });
}

function moveTo(state: SimuladoEmAndamento, indice: number): SimuladoEmAndamento {
  const bounded = Math.min(Math.max(0, Math.trunc(indice)), state.questoes.length - 1);
  return bounded === state.indice_atual ? state : { ...state, indice_atual: bounded };
}

export function simuladoReducer(state: SimuladoEmAndamento, action: SimuladoAction): SimuladoEmAndamento {
  const questao = questaoAtual(state);
  const key = String(questao.id);
  switch (action.type) {
    case 'escolher': {
      // A letter outside the question's kind (E on a four-alternative one, A on Certo/Errado) is no choice.
      if (!letraCabeNoTipo(questao.tipo, action.letra)) return state;
      if (isConferida(state, questao.id) || state.respostas[key] === action.letra) return state;
      return { ...state, respostas: { ...state.respostas, [key]: action.letra } };
    }
    case 'conferir': {
      const resposta = state.respostas[key];
      if (resposta === undefined || isConferida(state, questao.id)) return state;
      return {
        ...state,
        questoes_conferidas: [...state.questoes_conferidas, questao.id],
        respostas_corretas:
          resposta === questao.respostaCorreta ? [...state.respostas_corretas, questao.id] : state.respostas_corretas,
      };
    }
    case 'espiar': {
      // Once conferred the answer is on screen anyway: peeking then changes nothing.
      if (isConferida(state, questao.id) || state.espiadas.includes(questao.id)) return state;
      return { ...state, espiadas: [...state.espiadas, questao.id] };
    }
    case 'anterior':
      return moveTo(state, state.indice_atual - 1);
    case 'proxima':
      return moveTo(state, state.indice_atual + 1);
    case 'irPara':
      return moveTo(state, action.indice);
    case 'reiniciar':
      return {
        ...state,
        clientKey: action.clientKey,
        iniciado_em: action.agora,
        respostas: {},
        indice_atual: 0,
        questoes_conferidas: [],
        respostas_corretas: [],
        espiadas: [],
      };
  }
}
