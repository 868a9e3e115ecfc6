import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.js';
import { AppError, type ErrorCode } from '../errors.js';

/**
 * The body limit of an image upload route. app.ts exempts the route's path from the 1 MB limit of the
 * other API bodies; this one is the file's own limit plus room for the multipart framing, so a file at
 * the limit reaches the size check that names it, and a body far beyond is cut off as it streams in.
 */
export function uploadBodyLimit(maxFileBytes: number, tooLarge: ErrorCode) {
  return bodyLimit({
    maxSize: maxFileBytes + 512 * 1024,
    onError: () => {
      throw new AppError(tooLarge);
    },
  });
}

/**
 * The bytes of the multipart field `field`. Not multipart or broken framing is `invalid`; no file in
 * that field is `missing` (the same code when the route does not tell them apart).
 */
export async function readUploadedFile(
  c: Context<AppEnv>,
  field: string,
  { invalid, missing = invalid }: { invalid: ErrorCode; missing?: ErrorCode },
): Promise<Uint8Array> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw new AppError(missing);
  let file: unknown;
  try {
    file = (await c.req.parseBody())[field];
  } catch {
    throw new AppError(invalid);
  }
  if (!(file instanceof File)) throw new AppError(missing);
  return new Uint8Array(await file.arrayBuffer());
}
