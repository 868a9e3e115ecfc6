import { hash, verify } from '@node-rs/argon2';

// The package's Algorithm enum is a const enum, which isolated modules cannot import: 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. Better Auth's default scrypt cost is lower.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
