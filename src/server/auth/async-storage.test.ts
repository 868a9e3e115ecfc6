import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { betterAuthStorages, betterAuthStoragesActive, SpanStorage } from './async-storage.js';

const enabled = (s: object) => (s as { enabled?: boolean }).enabled;

describe('SpanStorage', () => {
  it('keeps each concurrent run its own store across awaits, and turns its hooks off once every run ended', async () => {
    const a = new SpanStorage<string>();
    const b = new SpanStorage<string>();
    const seen: string[] = [];
    const work = (storage: SpanStorage<string>, store: string, ms: number) =>
      storage.run(store, async () => {
        await sleep(ms);
        seen.push(`${store}:${storage.getStore()}`);
        // Nested, in the other storage: both stores visible inside, the outer one again after.
        await (storage === a ? b : a).run(`${store}-inner`, async () => {
          await sleep(1);
          seen.push(`${store}:${storage.getStore()}+${(storage === a ? b : a).getStore()}`);
        });
        await sleep(ms);
        seen.push(`${store}:${storage.getStore()}`);
      });
    const runs = [work(a, 'x', 5), work(b, 'y', 2), work(a, 'z', 8)];
    expect(enabled(a)).toBe(true);
    await sleep(3);
    expect(betterAuthStoragesActive()).toBe(true);
    await Promise.all(runs);
    expect(seen.sort()).toEqual([
      'x:x',
      'x:x',
      'x:x+x-inner',
      'y:y',
      'y:y',
      'y:y+y-inner',
      'z:z',
      'z:z',
      'z:z+z-inner',
    ]);
    expect(enabled(a)).toBe(false);
    expect(enabled(b)).toBe(false);
    // Outside every run there is no store, as with Node's own storage.
    expect(a.getStore()).toBeUndefined();
  });

  it('ends a run that throws or rejects like one that succeeds', async () => {
    const s = new SpanStorage<number>();
    expect(() =>
      s.run(1, () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    expect(enabled(s)).toBe(false);
    await expect(
      s.run(2, async () => {
        await sleep(1);
        throw new Error('async');
      }),
    ).rejects.toThrow('async');
    expect(enabled(s)).toBe(false);
    expect(s.run(3, () => s.getStore())).toBe(3);
    expect(enabled(s)).toBe(false);
  });

  it('never hands a store made in an ended run to work started afterwards', async () => {
    const s = new SpanStorage<string>();
    let leftover: Promise<string | undefined> | undefined;
    await s.run('ended', async () => {
      // Work the run starts and does not wait for: it reads the store after the run ended.
      leftover = sleep(10).then(() => s.getStore());
    });
    const later = s.run('later', async () => {
      await sleep(20);
      return s.getStore();
    });
    expect(await later).toBe('later');
    expect(await leftover).not.toBe('later');
  });
});

describe("Better Auth's storages in the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are ours, and off once its calls are done: sign-up, sign-in, sign-out, a signed-in read', async () => {
    const storages = betterAuthStorages();
    for (const [name, storage] of Object.entries(storages)) expect(storage, name).toBeInstanceOf(SpanStorage);
    const aluno = await t.signUp({ email: 'span@example.com', password: 'senha-boa-123' });
    expect((await aluno.get('/api/me')).status).toBe(200);
    expect(betterAuthStoragesActive()).toBe(false);
    const again = await t.signIn('span@example.com', 'senha-boa-123');
    expect((await again.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(betterAuthStoragesActive()).toBe(false);
    expect((await again.get('/api/me')).status).toBe(401);
  });

  it('keep concurrent sign-ins apart: each gets its own session, a wrong password none', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `par${i}@example.com`);
    for (const email of emails) await t.signUp({ email, password: 'senha-certa-1' });
    const attempts = emails.flatMap((email) => [
      { email, password: 'senha-certa-1' },
      { email, password: 'senha-errada-1' },
    ]);
    const results = await Promise.all(
      attempts.map(async ({ email, password }) => {
        const agent = t.agent();
        const res = await agent.post('/api/auth/sign-in/email', { email, password });
        return { email, password, status: res.status, agent };
      }),
    );
    for (const r of results) {
      if (r.password === 'senha-errada-1') {
        expect(r.status, r.email).toBe(401);
        continue;
      }
      expect(r.status, r.email).toBe(200);
      const me = await r.agent.get('/api/me');
      expect(((await me.json()) as { email: string }).email).toBe(r.email);
    }
    expect(betterAuthStoragesActive()).toBe(false);
  });
});
