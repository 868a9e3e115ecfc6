// One simulated student: signs up and joins the edital once (before the clock starts), then loops as
// a student practising would: pick a simulado (server-side selection), save it with answers (one
// idempotent request), log a nota, open the ranking, and now and then sign in again.
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import type { RankingResponse } from '../../src/shared/schemas/ranking.js';
import { letrasDoTipo } from '../../src/shared/rules/questao.js';
import type { SelecaoResponse } from '../../src/shared/schemas/simulados.js';
import { Browser, NetworkError, type Reply } from './http.js';
import type { LoadStats } from './stats.js';

export const KINDS = ['sign-in', 'selecao', 'save', 'save-replay', 'nota', 'ranking'] as const;
export type Kind = (typeof KINDS)[number];

/** What the run needs from the app once: the edital and unidades to join, the subjects to use. */
export interface Catalog {
  editalId: number;
  unidadeIds: number[];
  /** Subjects a student without a subscription may take simulados in. */
  freeMaterias: number[];
  /** Subjects for notas, by module (1 básico, 2 específico): a student with both is in Geral. */
  notaMaterias: { basico: number[]; especifico: number[] };
}

/** Every write the app acknowledged, to compare with the database afterwards. */
export interface Ledger {
  saves: Array<{ userId: string; clientKey: string; id: number; answers: number; acertos: number }>;
  notas: Map<string, { basico: number; especifico: number }>;
}

const PASSWORD = 'senha-de-carga-1';
/**
 * A student signs in on the first round and again every this many (a new visit), not on every round:
 * argon2 is costly by design, and a visit has several simulados.
 */
const SIGN_IN_EVERY = 4;
/** One save in this many is sent a second time with its key, as a browser does after a lost answer. */
const REPLAY_EVERY = 10;
const SAVE_ATTEMPTS = 3;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

class Refused extends Error {}

export function expectStatus(reply: Reply, status: number | number[], what: string): Reply {
  const ok = Array.isArray(status) ? status.includes(reply.status) : reply.status === status;
  if (!ok) throw new Refused(`${what}: ${reply.status} ${reply.text.slice(0, 160)}`);
  return reply;
}

export class Student {
  readonly browser: Browser;
  readonly email: string;
  userId = '';
  private round = 0;
  private notas = { basico: 0, especifico: 0 };

  constructor(
    readonly index: number,
    runId: string,
    base: string,
    origin: string,
    agent: Agent,
  ) {
    this.email = `carga-${runId}-${index}@example.com`;
    this.browser = new Browser(base, origin, `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`, agent);
  }

  /** Sign-up (not timed: before the clock starts). The browser is then signed in. */
  async signUp(): Promise<void> {
    const body = { name: `Aluno de Carga ${this.index}`, email: this.email, password: PASSWORD };
    expectStatus(await this.browser.post('/api/auth/sign-up/email', body), 200, 'sign-up');
  }

  /** The profile of a student of the edital, visible in the ranking (not timed). */
  async joinEdital(catalog: Catalog): Promise<void> {
    const perfil = {
      nome: `Aluno de Carga ${this.index}`,
      whatsapp: null,
      editalId: catalog.editalId,
      unidadeId: catalog.unidadeIds[this.index % catalog.unidadeIds.length] ?? null,
      qra: `Carga ${String(this.index).padStart(4, '0')}`,
      showInRanking: true,
    };
    expectStatus(await this.browser.put('/api/perfil', perfil), 200, 'perfil');
    this.userId = expectStatus(await this.browser.get('/api/me'), 200, 'me').json<{ id: string }>().id;
  }

  /** Rounds until `deadline` (performance.now()); a round started finishes no request after it. */
  async loop(deadline: number, catalog: Catalog, stats: LoadStats, ledger: Ledger): Promise<void> {
    const timed = async (kind: Kind, fn: () => Promise<void>): Promise<boolean> => {
      if (performance.now() >= deadline) return false;
      const t0 = performance.now();
      try {
        await fn();
        stats.ok(kind, performance.now() - t0);
        return true;
      } catch (error) {
        stats.fail(kind, performance.now() - t0, error instanceof Error ? error.message : String(error));
        return false;
      }
    };
    while (performance.now() < deadline) {
      this.round++;
      if (this.round % SIGN_IN_EVERY === 1) await timed('sign-in', () => this.signIn());
      let selecao: SelecaoResponse | undefined;
      const materiaId = pick(catalog.freeMaterias);
      await timed('selecao', async () => {
        const quantidade = pick([10, 20]);
        const reply = expectStatus(
          await this.browser.post('/api/simulados/selecao', { materiaId, quantidade, tipo: 'todas' }),
          200,
          'selecao',
        );
        selecao = reply.json<SelecaoResponse>();
        if (selecao.questoes.length === 0) throw new Refused(`selecao: no question (${selecao.vazio})`);
      });
      if (selecao) await this.takeSimulado(selecao, materiaId, timed, stats, ledger);
      await timed('nota', () => this.saveNota(catalog, ledger));
      await timed('ranking', () => this.openRanking());
    }
  }

  private async signIn() {
    const reply = await this.browser.post('/api/auth/sign-in/email', {
      email: this.email,
      password: PASSWORD,
      rememberMe: false,
    });
    expectStatus(reply, 200, 'sign-in');
  }

  private async takeSimulado(
    selecao: SelecaoResponse,
    materiaId: number,
    timed: (kind: Kind, fn: () => Promise<void>) => Promise<boolean>,
    stats: LoadStats,
    ledger: Ledger,
  ) {
    // The student confers some of the questions (at least one), with an answer of their own.
    const answered = selecao.questoes.slice(0, 1 + Math.floor(Math.random() * selecao.questoes.length));
    // A letter of the question's kind, as the player offers (A–E, A–D, or C/E for Certo/Errado).
    const respostas = answered.map((q) => ({
      questaoId: q.id,
      resposta: pick(letrasDoTipo(q.tipo)),
      espiada: Math.random() < 0.1,
    }));
    const acertos = respostas.filter((r, i) => answered[i]!.respostaCorreta === r.resposta).length;
    const body = { clientKey: randomUUID(), materiaId, respostas };
    let id = 0;
    const saved = await timed('save', async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          // After a network error the first attempt may have been saved: then the answer is 200, same simulado.
          const reply = expectStatus(
            await this.browser.post('/api/simulados', body),
            attempt === 1 ? 201 : [200, 201],
            'save',
          );
          id = reply.json<{ id: number }>().id;
          return;
        } catch (error) {
          if (!(error instanceof NetworkError) || attempt === SAVE_ATTEMPTS) throw error;
          stats.retries++;
        }
      }
    });
    if (!saved) return;
    ledger.saves.push({ userId: this.userId, clientKey: body.clientKey, id, answers: respostas.length, acertos });
    if (ledger.saves.length % REPLAY_EVERY === 1)
      await timed('save-replay', async () => {
        const again = expectStatus(await this.browser.post('/api/simulados', body), 200, 'save-replay').json<{
          id: number;
        }>();
        if (again.id !== id) throw new Refused(`save-replay: simulado ${again.id} instead of ${id}`);
      });
  }

  private async saveNota(catalog: Catalog, ledger: Ledger) {
    // Alternating modules, so a student has an average in both and a place in Geral from the second round.
    const modulo = this.round % 2 === 1 ? 'basico' : 'especifico';
    const nota = Math.floor(Math.random() * 1001) / 100;
    const day = new Date(Date.now() - 86400_000 * (1 + (this.round % 30))).toISOString().slice(0, 10);
    const body = { materiaId: pick(catalog.notaMaterias[modulo]), nota, data: day };
    expectStatus(await this.browser.post('/api/notas', body), 201, 'nota');
    this.notas[modulo]++;
    ledger.notas.set(this.userId, { ...this.notas });
  }

  /** The ranking, and the student's own row in it as their own writes left it (read-your-writes). */
  private async openRanking() {
    const ranking = expectStatus(await this.browser.get('/api/ranking'), 200, 'ranking').json<RankingResponse>();
    if (ranking.situacao !== 'ok') throw new Refused(`ranking: ${ranking.situacao}`);
    const both = this.notas.basico > 0 && this.notas.especifico > 0;
    const eu = ranking.eu;
    if (both !== eu.classificado)
      throw new Refused(`ranking: classificado ${eu.classificado} with notas ${JSON.stringify(this.notas)}`);
    if (eu.classificado && eu.linha.notas !== this.notas.basico + this.notas.especifico)
      throw new Refused(`ranking: own row counts ${eu.linha.notas} notas, ${JSON.stringify(this.notas)} saved`);
  }
}
