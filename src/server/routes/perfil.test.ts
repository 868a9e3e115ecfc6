import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { Me } from '../../shared/schemas/me.js';
import { passwordChangeMessages } from '../../shared/schemas/password-change.js';
import type { PerfilOpcoes } from '../../shared/schemas/perfil.js';
import { editais, rankingMedias, unidades, users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let ids: {
  edital2025: number;
  edital2024: number;
  editalInativo: number;
  bpm1: number;
  bpm2: number;
  unidadeInativa: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const [e25, e24, eOld] = await t.db
    .insert(editais)
    .values([
      { numero: '02/2025', descricao: 'Soldado 2025' },
      { numero: '01/2024' },
      { numero: '01/2020', ativo: false },
    ])
    .returning();
  const [u2, u1, uOld] = await t.db
    .insert(unidades)
    .values([
      { sigla: '2º BPM', nome: 'Segundo Batalhão' },
      { sigla: '1º BPM', nome: 'Primeiro Batalhão' },
      { sigla: '9º BPM', nome: 'Batalhão extinto', ativo: false },
    ])
    .returning();
  ids = {
    edital2025: e25!.id,
    edital2024: e24!.id,
    editalInativo: eOld!.id,
    bpm1: u1!.id,
    bpm2: u2!.id,
    unidadeInativa: uOld!.id,
  };
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const PASSWORD = 'senha-secreta';
async function student() {
  const email = `perfil${++n}@example.com`;
  const a = await t.signUp({ email, nome: 'Aluno Perfil', password: PASSWORD, whatsapp: '11912345678' });
  return Object.assign(a, { email });
}
type Agent = Awaited<ReturnType<typeof student>>;

const me = async (a: Agent) => (await (await a.get('/api/me')).json()) as Me;
const valid = () => ({
  nome: 'Maria da Silva',
  whatsapp: '(21) 98765-4321',
  editalId: ids.edital2025,
  unidadeId: ids.bpm1,
  qra: 'Silva',
  showInRanking: false,
});

async function rankingRow(userId: string) {
  const [row] = await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, userId));
  return row;
}

describe('refusals', () => {
  it('answers 401 to an anonymous visitor on every endpoint', async () => {
    const anon = t.agent();
    for (const res of [
      await anon.get('/api/perfil/opcoes'),
      await anon.put('/api/perfil', valid()),
      await anon.put('/api/perfil/ranking', { showInRanking: false }),
      await anon.post('/api/perfil/senha', { currentPassword: PASSWORD, newPassword: 'nova-senha-1' }),
      await anon.delete('/api/perfil/avatar'),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('refuses bad input with the field message and changes nothing', async () => {
    const a = await student();
    const before = await me(a);
    const rankingBefore = await rankingRow(before.id);
    const cases: Array<[object, string, string]> = [
      [{ nome: '   ' }, 'nome', messages.nomeRequired],
      [{ nome: 'x'.repeat(101) }, 'nome', messages.nomeTooLong],
      [{ whatsapp: '123' }, 'whatsapp', messages.whatsappInvalid],
      [{ whatsapp: '(11) 98765-43210' }, 'whatsapp', messages.whatsappInvalid],
      [{ qra: 'Q'.repeat(41) }, 'qra', messages.qraTooLong],
      [{ editalId: ids.editalInativo }, 'editalId', messages.editalInvalid],
      [{ editalId: 999999 }, 'editalId', messages.editalInvalid],
      [{ editalId: 2 ** 31 }, 'editalId', messages.editalInvalid],
      [{ editalId: '1' }, 'editalId', messages.editalInvalid],
      [{ unidadeId: ids.unidadeInativa }, 'unidadeId', messages.unidadeInvalid],
      [{ unidadeId: -3 }, 'unidadeId', messages.unidadeInvalid],
    ];
    for (const [patch, field, message] of cases) {
      const res = await a.put('/api/perfil', { ...valid(), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const body = (await res.json()) as { message: string; fields: Record<string, string> };
      expect(body.message, JSON.stringify(patch)).toBe(message);
      expect(body.fields[field], JSON.stringify(patch)).toBe(message);
    }
    const { showInRanking: _omitted, ...withoutToggle } = valid();
    expect((await a.put('/api/perfil', withoutToggle)).status).toBe(400);
    expect(await me(a)).toEqual(before);
    expect(await rankingRow(before.id)).toEqual(rankingBefore);
  });

  it('never changes the e-mail, the subscription or the admin flag, whatever the body says', async () => {
    const a = await student();
    const res = await a.put('/api/perfil', {
      ...valid(),
      email: 'outro@example.com',
      dataExpiracao: '2099-01-01T00:00:00.000Z',
      isAdmin: true,
      avatarUrl: 'https://evil.example.com/x.png',
    });
    expect(res.status).toBe(200);
    const after = await me(a);
    expect(after.email).toBe(a.email);
    expect(after.dataExpiracao).toBeNull();
    expect(after.isAdmin).toBe(false);
    expect(after.avatarUrl).toBeNull();
  });
});

describe('the profile form', () => {
  it('saves the profile, shows it on /api/me at once, and updates the ranking row in the same write', async () => {
    const a = await student();
    const res = await a.put('/api/perfil', valid());
    expect(res.status).toBe(200);
    const after = await me(a);
    expect(after).toMatchObject({
      nome: 'Maria da Silva',
      whatsapp: '21987654321',
      editalId: ids.edital2025,
      unidadeId: ids.bpm1,
      qra: 'Silva',
      showInRanking: false,
    });
    expect(await rankingRow(after.id)).toMatchObject({
      editalId: ids.edital2025,
      unidadeId: ids.bpm1,
      showInRanking: false,
    });

    // Clearing the optional fields stores nulls, and the ranking follows again.
    await a.put('/api/perfil', {
      ...valid(),
      whatsapp: '',
      qra: '  ',
      editalId: null,
      unidadeId: null,
      showInRanking: true,
    });
    expect(await me(a)).toMatchObject({
      whatsapp: null,
      qra: null,
      editalId: null,
      unidadeId: null,
      showInRanking: true,
    });
    expect(await rankingRow(after.id)).toMatchObject({ editalId: null, unidadeId: null, showInRanking: true });
  });

  it('keeps a current edital and unidade that were deactivated since, but does not let anyone pick them anew', async () => {
    const a = await student();
    const { id } = await me(a);
    await t.db
      .update(users)
      .set({ editalId: ids.editalInativo, unidadeId: ids.unidadeInativa })
      .where(eq(users.id, id));
    const keep = await a.put('/api/perfil', { ...valid(), editalId: ids.editalInativo, unidadeId: ids.unidadeInativa });
    expect(keep.status).toBe(200);
    await a.put('/api/perfil', valid());
    const again = await a.put('/api/perfil', { ...valid(), editalId: ids.editalInativo });
    expect(again.status).toBe(400);
    expect((await me(a)).editalId).toBe(ids.edital2025);
  });

  it('offers the active editais by numero and unidades by sigla, plus the student’s own deactivated ones', async () => {
    const a = await student();
    const res = await a.get('/api/perfil/opcoes');
    expect(res.status).toBe(200);
    expect((await res.json()) as PerfilOpcoes).toEqual({
      editais: [
        { id: ids.edital2024, numero: '01/2024', ativo: true },
        { id: ids.edital2025, numero: '02/2025', ativo: true },
      ],
      unidades: [
        { id: ids.bpm1, sigla: '1º BPM', ativo: true },
        { id: ids.bpm2, sigla: '2º BPM', ativo: true },
      ],
    });

    const { id } = await me(a);
    await t.db
      .update(users)
      .set({ editalId: ids.editalInativo, unidadeId: ids.unidadeInativa })
      .where(eq(users.id, id));
    const own = (await (await a.get('/api/perfil/opcoes')).json()) as PerfilOpcoes;
    expect(own.editais).toContainEqual({ id: ids.editalInativo, numero: '01/2020', ativo: false });
    expect(own.unidades).toContainEqual({ id: ids.unidadeInativa, sigla: '9º BPM', ativo: false });
    expect(own.editais).toHaveLength(3);
  });
});

describe('the ranking visibility switch', () => {
  it('refuses anything but a true or false, changing nothing', async () => {
    const a = await student();
    const before = await me(a);
    for (const body of [{}, { showInRanking: 'false' }, { showInRanking: 0 }, { showInRanking: null }]) {
      const res = await a.put('/api/perfil/ranking', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({
        message: messages.rankingVisibilityInvalid,
        fields: { showInRanking: messages.rankingVisibilityInvalid },
      });
    }
    expect(await me(a)).toEqual(before);
  });

  it('saves only the visibility, for the signed-in student only, and the ranking row follows at once', async () => {
    const a = await student();
    const other = await student();
    const before = await me(a);
    const res = await a.put('/api/perfil/ranking', { showInRanking: false, nome: 'Outro Nome', isAdmin: true });
    expect(res.status).toBe(200);
    expect(await me(a)).toEqual({ ...before, showInRanking: false });
    expect(await rankingRow(before.id)).toMatchObject({ showInRanking: false });
    expect((await me(other)).showInRanking).toBe(true);

    expect((await a.put('/api/perfil/ranking', { showInRanking: true })).status).toBe(200);
    expect((await me(a)).showInRanking).toBe(true);
    expect(await rankingRow(before.id)).toMatchObject({ showInRanking: true });
  });
});

describe('password change', () => {
  it('refuses a wrong current password or a short new one, and the password stays', async () => {
    const a = await student();
    const wrong = await a.post('/api/perfil/senha', { currentPassword: 'nao-e-esta', newPassword: 'nova-senha-1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      message: messages.currentPasswordWrong,
    });
    const short = await a.post('/api/perfil/senha', { currentPassword: PASSWORD, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: passwordChangeMessages.tooShort });
    const empty = await a.post('/api/perfil/senha', { currentPassword: '', newPassword: 'nova-senha-1' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: messages.currentPasswordRequired });
    await t.signIn(a.email, PASSWORD);
  });

  it('changes it, keeps this session, and ends every other session of the student', async () => {
    const a = await student();
    const elsewhere = await t.signIn(a.email, PASSWORD);
    const otherStudent = await student();
    expect((await elsewhere.get('/api/me')).status).toBe(200);

    const res = await a.post('/api/perfil/senha', { currentPassword: PASSWORD, newPassword: 'nova-senha-1' });
    expect(res.status).toBe(200);
    expect((await a.get('/api/me')).status).toBe(200);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
    expect((await otherStudent.get('/api/me')).status).toBe(200);

    const oldPassword = await t.agent().post('/api/auth/sign-in/email', { email: a.email, password: PASSWORD });
    expect(oldPassword.status).toBe(401);
    await t.signIn(a.email, 'nova-senha-1');
  });

  it("is only reachable here: Better Auth's own change-password endpoint is closed", async () => {
    const a = await student();
    const res = await a.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'nova-senha-1' });
    expect(res.status).toBe(404);
    await t.signIn(a.email, PASSWORD);
  });

  it('limits attempts per student, so the current password cannot be guessed here', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const a = await limited.signUp({ email: 'limite@example.com', password: PASSWORD });
      for (let i = 0; i < 3; i++) {
        expect(
          (await a.post('/api/perfil/senha', { currentPassword: `chute-${i}`, newPassword: 'nova-senha-1' })).status,
        ).toBe(400);
      }
      const blocked = await a.post('/api/perfil/senha', { currentPassword: PASSWORD, newPassword: 'nova-senha-1' });
      expect(blocked.status).toBe(429);
      await limited.signIn('limite@example.com', PASSWORD);
    } finally {
      await limited.close();
    }
  });
});
