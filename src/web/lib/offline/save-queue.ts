import type { SaveSimuladoInput } from '../../../shared/schemas/simulados';
import { isApiError, type ApiError } from '../api';
import { readStorage, removeStorage } from '../storage-keys';

/**
 * Saves finished with no network (decision 0042), kept in localStorage per user until the server has
 * them: `simuladosPendentes:{userId}`, a list in the order they were finished. Each body carries the
 * simulado's clientKey, which makes the save idempotent on the server, so sending one twice (two tabs,
 * an answer lost on the way back) still makes one simulado. Only save bodies are kept: no profile, no
 * password.
 */
export const SAVE_QUEUE_KEY_PREFIX = 'simuladosPendentes:';

export function saveQueueKey(userId: string): string {
  return `${SAVE_QUEUE_KEY_PREFIX}${userId}`;
}

export interface QueuedSave {
  body: SaveSimuladoInput;
  /** The subject's name, or 'Revisão', for the messages about it. */
  titulo: string;
  /** When 'Finalizar' was pressed, as toISOString writes it. */
  finalizadoEm: string;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a queue changes, in this tab or (through the storage event) in another. */
export function subscribeSaveQueue(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SAVE_QUEUE_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function isQueuedSave(value: unknown): value is QueuedSave {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<QueuedSave>;
  return (
    typeof entry.titulo === 'string' &&
    typeof entry.finalizadoEm === 'string' &&
    typeof entry.body === 'object' &&
    entry.body !== null &&
    typeof entry.body.clientKey === 'string' &&
    Array.isArray(entry.body.respostas)
  );
}

/**
 * The user's queued saves, oldest first. Entries that are not save bodies (edited by hand, another
 * version of the app) are skipped; the server checks every body it is sent anyway.
 */
export function readSaveQueue(userId: string): QueuedSave[] {
  const raw = readStorage(saveQueueKey(userId));
  if (raw === null) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isQueuedSave) : [];
  } catch {
    return [];
  }
}

function writeSaveQueue(userId: string, queue: QueuedSave[]): boolean {
  try {
    if (queue.length === 0) window.localStorage.removeItem(saveQueueKey(userId));
    else window.localStorage.setItem(saveQueueKey(userId), JSON.stringify(queue));
  } catch {
    return false;
  }
  notify();
  return true;
}

/**
 * Queues a save; one with the same clientKey already queued is replaced (the newer body), never
 * doubled. Returns whether the queue reached localStorage: only then may the in-progress copy go.
 */
export function enqueueSave(userId: string, entry: QueuedSave): boolean {
  const queue = readSaveQueue(userId).filter((e) => e.body.clientKey !== entry.body.clientKey);
  return writeSaveQueue(userId, [...queue, entry]);
}

export function removeQueuedSave(userId: string, clientKey: string): void {
  const queue = readSaveQueue(userId);
  const rest = queue.filter((e) => e.body.clientKey !== clientKey);
  if (rest.length !== queue.length) writeSaveQueue(userId, rest);
}

export function clearSaveQueue(userId: string): void {
  removeStorage(saveQueueKey(userId));
  notify();
}

/**
 * A refusal that asking again will not change: the server read the save and said no (4xx), except a
 * session that ended (401: sent again once the student signs in), a timeout (408) and too many
 * requests (429). No answer at all, a proxy's page or a 5xx keep the save queued.
 */
export function isFinalRefusal(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** What became of a queued save this tab sent: the simulado's id, or the server's refusal. */
export type SaveOutcome = { id: number } | { refused: string };

/** clientKey → outcome, for the saves this tab sent (the player's pending panel shows it). */
const outcomes = new Map<string, SaveOutcome>();

export function queuedSaveOutcome(clientKey: string): SaveOutcome | undefined {
  return outcomes.get(clientKey);
}

export interface FlushHandlers {
  /** POST /api/simulados with the queued body: the simulado's id, or a thrown ApiError. */
  send: (body: SaveSimuladoInput) => Promise<{ id: number }>;
  onSent?: (entry: QueuedSave, id: number) => void;
  onRefused?: (entry: QueuedSave, error: ApiError) => void;
}

export interface FlushResult {
  sent: number;
  refused: number;
  /** Still queued: the server could not be reached or failed, so the rest waits for the next try. */
  kept: number;
}

const flushing = new Map<string, Promise<FlushResult>>();

/**
 * Sends the user's queued saves, oldest first: each that lands leaves the queue (onSent), each the
 * server refuses for good is dropped (onRefused); the first that cannot be sent now stops the round
 * and keeps itself and the rest. One round per user at a time in this tab, and across tabs one at a
 * time too where the browser has Web Locks (a second tab's round then finds the queue empty).
 */
export function flushSaveQueue(userId: string, handlers: FlushHandlers): Promise<FlushResult> {
  const running = flushing.get(userId);
  if (running) return running;
  const round = withLock(`bizu:simulados-pendentes:${userId}`, () => sendAll(userId, handlers)).finally(() =>
    flushing.delete(userId),
  );
  flushing.set(userId, round);
  return round;
}

async function sendAll(userId: string, { send, onSent, onRefused }: FlushHandlers): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, kept: 0 };
  const tried = new Set<string>();
  for (;;) {
    // Read again before each send: another tab may have sent or added one meanwhile.
    const entry = readSaveQueue(userId).find((e) => !tried.has(e.body.clientKey));
    if (!entry) return result;
    tried.add(entry.body.clientKey);
    try {
      const { id } = await send(entry.body);
      outcomes.set(entry.body.clientKey, { id });
      removeQueuedSave(userId, entry.body.clientKey);
      result.sent += 1;
      onSent?.(entry, id);
    } catch (error) {
      if (isFinalRefusal(error)) {
        outcomes.set(entry.body.clientKey, { refused: error.message });
        removeQueuedSave(userId, entry.body.clientKey);
        result.refused += 1;
        onRefused?.(entry, error);
        continue;
      }
      result.kept = readSaveQueue(userId).length;
      return result;
    }
  }
}

function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  // Web Locks: one round across this browser's tabs. Without them (older browsers, jsdom) the server's
  // clientKey still makes a doubled send harmless.
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(name, task) as Promise<T>;
  }
  return task();
}
