import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { provas, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { CALENDARIO_TOKEN_PATTERN } from './calendario-token.js';
import { writeCalendar } from './icalendar.js';
import { selectProvas } from './prova-columns.js';

/** The product records a start time only; each prova is drawn as one hour from it (docs/decisions/0014). */
const PROVA_DURATION_MS = 60 * 60 * 1000;

/**
 * The iCalendar text of the student whose feed secret is `token`, listing only their provas; an unknown
 * (or replaced) token is 404. The secret is found by the unique index on users.calendario_token: an
 * equality lookup, so nothing is compared character by character in our code.
 */
export async function buildCalendarioFeed({
  db,
  token,
  uidDomain,
  now = new Date(),
}: {
  db: Db;
  token: string;
  /** The host part of every event UID (the app's public host), so UIDs are unique beyond this install. */
  uidDomain: string;
  now?: Date;
}): Promise<string> {
  if (!CALENDARIO_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND');
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.calendarioToken, token));
  if (!owner) throw new AppError('NOT_FOUND');

  const list = await selectProvas(db, eq(provas.userId, owner.id));
  return writeCalendar({
    prodId: '-//Bizu//Calendario de Provas//PT-BR',
    name: 'Bizu - Provas',
    refreshSeconds: 3600,
    stamp: now,
    events: list.map((prova) => {
      const start = new Date(prova.inicio);
      return {
        uid: `prova-${prova.id}@${uidDomain}`,
        start,
        end: new Date(start.getTime() + PROVA_DURATION_MS),
        summary: `Prova: ${prova.materia.nome}`,
        description: prova.descricao,
      };
    }),
  });
}
