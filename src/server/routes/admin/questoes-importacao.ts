import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  FORMATO_AUTOMATICO,
  formatoMessages,
  IMPORTACAO_CAMPO_FORMATO,
  IMPORTACAO_CAMPO_MATERIA,
  IMPORTACAO_MAX_BYTES_MOODLE,
} from '../../../shared/schemas/admin-formatos-questoes.js';
import {
  IMPORTACAO_CAMPO_ARQUIVO,
  importacaoMessages as msg,
} from '../../../shared/schemas/admin-importacao-questoes.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { AppError } from '../../errors.js';
import { isFormato, type ArquivoImportado } from '../../services/admin/importacao-questoes/formatos/ler-arquivo.js';
import { importQuestoes, previewImportacao } from '../../services/admin/importacao-questoes/importar-questoes.js';
import { modeloCsv } from '../../services/admin/importacao-questoes/modelo-csv.js';

/**
 * Where the import is mounted. app.ts exempts it from the 1 MB limit of the other API bodies: it has its
 * own below (10 MB of Moodle XML, GIFT or Aiken plus the multipart framing; a CSV's own 5 MB is checked
 * once its format is known), checked only after the admin guard.
 */
export const IMPORTACAO_QUESTOES_PATH = '/api/admin/importacao-questoes';

const uploadLimit = bodyLimit({
  maxSize: IMPORTACAO_MAX_BYTES_MOODLE + 64 * 1024,
  onError: () => {
    throw new AppError('IMPORTACAO_ARQUIVO_GRANDE', undefined, formatoMessages.arquivoGrande);
  },
});

const ausente = () => new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, msg.arquivoAusente);

/** A form field or query value as the format ('auto' when empty); anything else is refused. */
function formatoDe(value: unknown): ArquivoImportado['formato'] {
  const formato = typeof value === 'string' && value.trim() !== '' ? value.trim() : FORMATO_AUTOMATICO;
  if (!isFormato(formato))
    throw new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, formatoMessages.formatoInvalido);
  return formato;
}

/**
 * The upload: a multipart form with the file ('arquivo'), its format ('formato', recognised when absent)
 * and the matéria for items without a category ('materia', an id or a name) — the dialog; or the file
 * itself as the body (text/csv is a CSV; any other type takes ?formato=, for scripts). A JSON body is no file.
 */
async function readUpload(c: Context<AppEnv>): Promise<ArquivoImportado> {
  const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
  if (contentType.startsWith('application/json')) throw ausente();
  if (!contentType.startsWith('multipart/form-data')) {
    const formato = contentType.startsWith('text/csv') ? 'csv' : formatoDe(c.req.query('formato'));
    return {
      bytes: new Uint8Array(await c.req.arrayBuffer()),
      nome: null,
      formato,
      materia: c.req.query('materia') ?? '',
    };
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw ausente();
  }
  const file = body[IMPORTACAO_CAMPO_ARQUIVO];
  if (!(file instanceof File)) throw ausente();
  const materia = body[IMPORTACAO_CAMPO_MATERIA];
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    nome: file.name.slice(0, 200) || null,
    formato: formatoDe(body[IMPORTACAO_CAMPO_FORMATO]),
    materia: typeof materia === 'string' ? materia.slice(0, 200) : '',
  };
}

/**
 * /api/admin/importacao-questoes: template, preview and import of questions from CSV (issue 7 §3), Moodle
 * XML, GIFT and Aiken (issue 34 §3).
 */
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
      return c.json(await previewImportacao(db, await readUpload(c)));
    })
    .post('/', uploadLimit, async (c) => {
      return c.json(await importQuestoes({ db, adminUserId: c.get('user').id }, await readUpload(c)));
    });
}
