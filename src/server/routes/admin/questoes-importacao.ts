import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  IMPORTACAO_CAMPO_ARQUIVO,
  IMPORTACAO_MAX_BYTES,
  importacaoMessages as msg,
} from '../../../shared/schemas/admin-importacao-questoes.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { AppError } from '../../errors.js';
import { importQuestoes, previewImportacao } from '../../services/admin/importacao-questoes/importar-questoes.js';
import { modeloCsv } from '../../services/admin/importacao-questoes/modelo-csv.js';

/**
 * Where the CSV import is mounted. app.ts exempts it from the 1 MB limit of the other API bodies: it has
 * its own below (5 MB of CSV plus the multipart framing), checked only after the admin guard.
 */
export const IMPORTACAO_QUESTOES_PATH = '/api/admin/importacao-questoes';

const uploadLimit = bodyLimit({
  maxSize: IMPORTACAO_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('IMPORTACAO_ARQUIVO_GRANDE');
  },
});

/**
 * The file's bytes and name: a multipart form with the field 'arquivo' (the dialog), or the CSV itself as
 * the body (text/csv, for scripts). A JSON body is no file.
 */
async function readCsvUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; nome: string | null }> {
  const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
  if (contentType.startsWith('application/json'))
    throw new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, msg.arquivoAusente);
  let bytes: Uint8Array;
  let nome: string | null = null;
  if (contentType.startsWith('multipart/form-data')) {
    let file: unknown;
    try {
      file = (await c.req.parseBody())[IMPORTACAO_CAMPO_ARQUIVO];
    } catch {
      throw new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, msg.arquivoAusente);
    }
    if (!(file instanceof File)) throw new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, msg.arquivoAusente);
    bytes = new Uint8Array(await file.arrayBuffer());
    nome = file.name.slice(0, 200) || null;
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
  }
  if (bytes.byteLength > IMPORTACAO_MAX_BYTES) throw new AppError('IMPORTACAO_ARQUIVO_GRANDE');
  return { bytes, nome };
}

/** /api/admin/importacao-questoes: template, preview and import of questions from CSV (issue 7 §3). */
export function adminImportacaoQuestoesRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/modelo.csv', (c) =>
      c.body(modeloCsv(), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="modelo-importacao-questoes.csv"',
        'cache-control': 'no-store',
      }),
    )
    .post('/previa', uploadLimit, async (c) => {
      const { bytes } = await readCsvUpload(c);
      return c.json(await previewImportacao(db, bytes));
    })
    .post('/', uploadLimit, async (c) => {
      const { bytes, nome } = await readCsvUpload(c);
      return c.json(await importQuestoes({ db, adminUserId: c.get('user').id }, bytes, nome));
    });
}
