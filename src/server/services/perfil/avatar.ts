import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { deleteUserArquivos, saveArquivo } from '../../storage/arquivos.js';
import { AVATAR_MIME, reencodeAvatar } from './avatar-image.js';

/** Where an avatar is served; the id is the file's random UUID, so every change gets a new URL. */
export const AVATAR_URL_PREFIX = '/api/arquivos/avatar/';

export function avatarUrl(arquivoId: string): string {
  return `${AVATAR_URL_PREFIX}${arquivoId}.webp`;
}

/**
 * Replaces the student's photo: re-encodes the upload (outside the transaction: it is CPU work), then
 * in one transaction stores it, points users.avatar_url at it and deletes every other avatar file of
 * theirs. The user row is locked first, so two uploads at once end with one photo and no orphan.
 */
export async function setAvatar({ db, userId, upload }: { db: Db; userId: string; upload: Uint8Array }) {
  const webp = await reencodeAvatar(upload);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const id = await saveArquivo(tx, { tipo: 'avatar', userId, mime: AVATAR_MIME, dados: webp });
    const url = avatarUrl(id);
    await tx.update(users).set({ avatarUrl: url }).where(eq(users.id, userId));
    await deleteUserArquivos(tx, { userId, tipo: 'avatar', keep: id });
    return { avatarUrl: url };
  });
}

/** Removes the student's photo (the initials show again). Removing none is not an error. */
export async function removeAvatar({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ avatarUrl: null }).where(eq(users.id, userId));
    await deleteUserArquivos(tx, { userId, tipo: 'avatar' });
  });
}
