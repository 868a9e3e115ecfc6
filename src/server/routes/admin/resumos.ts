import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RESUMO_PDF_MAX_BYTES, resumoFieldsSchema } from '../../../shared/schemas/admin-resumos.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { AppError } from '../../errors.js';
import { deleteResumo } from '../../services/admin/resumos/delete-resumo.js';
import { getAdminResumo, listAdminResumos } from '../../services/admin/resumos/list-resumos.js';
import { createResumo, updateResumo, type ResumoInput } from '../../services/admin/resumos/save-resumo.js';
import { getResumoPdf, pdfFileName } from '../../services/resumos/get-resumo-pdf.js';
import { idParam } from '../params.js';
import { parseOrThrow } from '../validate.js';

/**
 * Where the resumo writes arrive. app.ts exempts this subtree from the 1 MB limit of the other API
 * bodies; it has its own below: the largest PDF plus room for the multipart framing and text fields, so
 * a PDF at the limit reaches the size check, and a body far beyond it is cut off as it streams in.
 */
export const ADMIN_RESUMOS_PATH = '/api/admin/resumos';
const RESUMO_BODY_LIMIT = RESUMO_PDF_MAX_BYTES + 256 * 1024;

/**
 * /api/admin/resumos (mounted under the admin guard of routes/admin/index.ts): the list, create, replace
 * and delete. A write is JSON `{ materiaId, url, descricao }` or a multipart form with `materiaId`,
 * `descricao` and either `url` or the file in `arquivo`. GET /{id}/pdf lets the admin open an uploaded PDF without a subscription.
 */
export function adminResumosRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: RESUMO_BODY_LIMIT,
        onError: () => {
          throw new AppError('RESUMO_PDF_MUITO_GRANDE');
        },
      }),
    )
    .get('/', async (c) => c.json(await listAdminResumos(db)))
    .post('/', async (c) => {
      const ctx = { db, adminUserId: c.get('user').id };
      const { id } = await createResumo(ctx, await readResumoInput(c.req.raw));
      return c.json(await getAdminResumo(db, id), 201);
    })
    .put('/:id', idParam, async (c) => {
      const ctx = { db, adminUserId: c.get('user').id };
      const { id } = await updateResumo(ctx, c.req.valid('param').id, await readResumoInput(c.req.raw));
      return c.json(await getAdminResumo(db, id));
    })
    .delete('/:id', idParam, async (c) => {
      await deleteResumo({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/:id/pdf', idParam, async (c) => {
      const pdf = await getResumoPdf({ db, resumoId: c.req.valid('param').id });
      if (pdf.kind === 'externo') return c.redirect(pdf.url, 302);
      return c.body(pdf.arquivo.dados as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-length': String(pdf.arquivo.tamanho),
        'content-disposition': `inline; filename="${pdfFileName(pdf.titulo)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    });
}

/**
 * The body as the service takes it. JSON carries a link; a multipart form may carry the file. A form
 * whose file input was left empty sends a nameless, empty part: that counts as no file.
 */
async function readResumoInput(req: Request): Promise<ResumoInput> {
  const contentType = req.headers.get('content-type')?.toLowerCase() ?? '';
  let raw: Record<string, unknown>;
  let file: unknown = null;
  try {
    if (contentType.startsWith('application/json')) {
      raw = (await req.json()) as Record<string, unknown>;
    } else if (contentType.startsWith('multipart/form-data')) {
      const form = await req.formData();
      raw = {
        materiaId: form.get('materiaId') ?? undefined,
        url: form.get('url') ?? undefined,
        descricao: form.get('descricao') ?? undefined,
      };
      file = form.get('arquivo');
    } else throw new AppError('INVALID_INPUT');
  } catch (error) {
    // The body limit's refusal must pass through; anything else (broken JSON or framing) is bad input.
    if (error instanceof AppError) throw error;
    throw new AppError('INVALID_INPUT');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new AppError('INVALID_INPUT');
  const fields = parseOrThrow(resumoFieldsSchema, raw);
  if (file !== null && typeof file === 'string') throw new AppError('INVALID_INPUT');
  const arquivo = file instanceof File && (file.size > 0 || file.name !== '') ? file : null;
  return { ...fields, arquivo: arquivo ? new Uint8Array(await arquivo.arrayBuffer()) : null };
}
