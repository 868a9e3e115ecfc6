import type { MateriaResumo, QuestaoSimulado } from '../../../shared/schemas/simulados';
import { simuladoEmAndamentoSchema, type SimuladoEmAndamento } from './em-andamento-check';
import { toast } from '../toast';
import { messages } from '../../../shared/messages';
import { readStorage, removeStorage } from '../storage-keys';

/**
 * The in-progress simulado (SPEC §3), kept in localStorage so it survives a reload, a closed tab and a
 * bad connection. One per signed-in user: `simuladoEmAndamento:{userId}`. The spec's fields keep their
 * names (materia_id, questoes, respostas, indice_atual, questoes_conferidas, respostas_corretas); the
 * rest is ours: the clientKey that makes the save idempotent, the subject for the badges, the peeked
 * questions and when it started.
 */
export const EM_ANDAMENTO_KEY_PREFIX = 'simuladoEmAndamento:';

export function emAndamentoKey(userId: string): string {
  return `${EM_ANDAMENTO_KEY_PREFIX}${userId}`;
}

/** A v4 UUID; crypto.randomUUID only exists in secure contexts, so fall back to getRandomValues. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh simulado over `questoes`: nothing answered, first question. */
export function createEmAndamento({
  materia,
  questoes,
  sessao,
  caderno,
  cebraspe = false,
  clientKey = newClientKey(),
  now = new Date(),
}: {
  /** Null for a review session ('revisao') and a caderno's simulado. */
  materia: MateriaResumo | null;
  /** The caderno played ('caderno'). */
  caderno?: SimuladoEmAndamento['caderno'];
  questoes: QuestaoSimulado[];
  sessao?: SimuladoEmAndamento['sessao'];
  /** 'Uma errada anula uma certa' (issue 33 §3). */
  cebraspe?: boolean;
  clientKey?: string;
  now?: Date;
}): SimuladoEmAndamento {
  return {
    clientKey,
    tipo: caderno ? 'caderno' : materia === null ? 'revisao' : 'padrao',
    materia_id: materia?.id ?? null,
    materia,
    ...(caderno ? { caderno } : {}),
    ...(sessao ? { sessao } : {}),
    questoes,
    cebraspe,
    respostas: {},
    indice_atual: 0,
    questoes_conferidas: [],
    respostas_corretas: [],
    espiadas: [],
    iniciado_em: now.toISOString(),
  };
}

/** What an in-progress simulado is of, for the messages about it: its subject, its caderno, or 'Revisão'. */
export function nomeDoSimulado(simulado: Pick<SimuladoEmAndamento, 'materia' | 'caderno'>): string {
  return simulado.materia?.nome ?? simulado.caderno?.nome ?? 'Revisão';
}

/**
 * The copy of a user whose last write the browser refused (storage full, or no storage at all). It is
 * newer than anything in localStorage and lives as long as this tab, so the student can go on and
 * finish; a successful write makes localStorage the copy again.
 */
const onlyInThisTab = new Map<string, SimuladoEmAndamento>();
/** Users already told that their copy is not being stored; told again only after a write succeeded. */
const warned = new Set<string>();

export const STORAGE_FULL_TOAST_ID = 'em-andamento-storage-full';

export type { SimuladoEmAndamento };

/**
 * The user's in-progress simulado, or null. The copy is checked by its schema (em-andamento-check.ts):
 * anything unreadable is removed from storage rather than trusted.
 */
export function readEmAndamento(userId: string): SimuladoEmAndamento | null {
  const inTab = onlyInThisTab.get(userId);
  if (inTab) return inTab;
  const key = emAndamentoKey(userId);
  const raw = readStorage(key);
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    removeStorage(key);
    return null;
  }
  const parsed = simuladoEmAndamentoSchema.safeParse(data);
  if (!parsed.success) {
    removeStorage(key);
    return null;
  }
  return parsed.data;
}

/**
 * Stores the copy in localStorage. When the browser refuses (quota exceeded, storage disabled) the
 * copy is kept in this tab instead and the student is told once, so a reload or a closed tab does not
 * silently lose their answers. Returns whether the copy reached localStorage.
 */
export function writeEmAndamento(userId: string, state: SimuladoEmAndamento): boolean {
  try {
    window.localStorage.setItem(emAndamentoKey(userId), JSON.stringify(state));
  } catch {
    onlyInThisTab.set(userId, state);
    if (!warned.has(userId)) {
      warned.add(userId);
      toast.warning(messages.emAndamentoStorageFull, { id: STORAGE_FULL_TOAST_ID, duration: 10_000 });
    }
    return false;
  }
  onlyInThisTab.delete(userId);
  warned.delete(userId);
  return true;
}

export function clearEmAndamento(userId: string): void {
  onlyInThisTab.delete(userId);
  warned.delete(userId);
  removeStorage(emAndamentoKey(userId));
}
