import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarioFeed } from '../../../shared/schemas/provas.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** 32 random bytes (256 bits), base64url: 43 characters that are safe in a URL path. */
const TOKEN_BYTES = 32;
export const CALENDARIO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Where the feed of a token is served (routes/provas.ts); the page prefixes the origin it is on. */
export function feedPath(token: string): string {
  return `/api/calendario/${token}.ics`;
}

/**
 * The student's feed, making its secret on first ask. Two first asks at once agree: only one write sets
 * the token (where it is still null), and both read back that one.
 */
export async function getCalendarioFeed({ db, userId }: { db: Db; userId: string }): Promise<CalendarioFeed> {
  const [current] = await db.select({ token: users.calendarioToken }).from(users).where(eq(users.id, userId));
  if (!current) throw new AppError('UNAUTHENTICATED');
  if (current.token) return { path: feedPath(current.token) };
  await db
    .update(users)
    .set({ calendarioToken: newToken() })
    .where(and(eq(users.id, userId), isNull(users.calendarioToken)));
  const [made] = await db.select({ token: users.calendarioToken }).from(users).where(eq(users.id, userId));
  return { path: feedPath(made!.token!) };
}

/** 'Gerar novo link': a new secret replaces the old one, whose URL answers 404 from this moment on. */
export async function regenerateCalendarioFeed({ db, userId }: { db: Db; userId: string }): Promise<CalendarioFeed> {
  const token = newToken();
  const updated = await db
    .update(users)
    .set({ calendarioToken: token })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('UNAUTHENTICATED');
  return { path: feedPath(token) };
}
