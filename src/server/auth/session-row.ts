import type { SessionData } from '../context.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

// What a session read returns, shared by the lookup (session-lookup.ts), the signed-in reads that carry
// a route's data with it (signed-in-read.ts) and the middleware that runs both: a leaf, so that the three
// import it rather than one another.

/** The user as Better Auth returns it: its own fields and the additional ones (auth.ts), nothing else. */
export const userColumns = {
  id: users.id,
  name: users.nome,
  email: users.email,
  emailVerified: users.emailVerified,
  image: users.image,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  whatsapp: users.whatsapp,
  avatarUrl: users.avatarUrl,
  editalId: users.editalId,
  unidadeId: users.unidadeId,
  qra: users.qra,
  showInRanking: users.showInRanking,
  dataExpiracao: users.dataExpiracao,
  isAdmin: users.isAdmin,
};

/** A prepared statement reading a session by its token, its user, and that user's `data`. */
export type SignedInRead<T> = (db: Db) => {
  execute(params: { token: string }): Promise<Array<SessionData & { data: T }>>;
};
