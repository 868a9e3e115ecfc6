import { createHash } from 'node:crypto';
import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import type { ImportacaoColuna } from '../../../../../shared/schemas/admin-importacao-questoes.js';
import { questaoImagemIdDaUrl, questaoImagemUrl } from '../../../../../shared/rules/questao-imagem.js';
import { AppError } from '../../../../errors.js';
import { reencodeQuestaoImagem } from '../../../imagens/questao-imagem.js';
import type { ReencodedImage } from '../../../imagens/reencode-image.js';
import type { CsvLinha } from '../parse-csv.js';

/** The name our Moodle XML export gives an embedded image: its stored id (escrever-moodle-xml.ts). */
const NOME_NOSSO = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/i;

/**
 * The id an embedded image is stored under. A file exported by Bizu names it (`<uuid>.webp`): the
 * same id again, so the round trip gives the same HTML (and the duplicate check knows a question
 * already in the bank). Any other name: a UUID (version 8, RFC 9562) made of the SHA-256 of its bytes,
 * so the same file imported twice names the same URL too. An id already stored is that image, kept
 * as it is; two questions showing one image share it (the links keep it while either shows it).
 */
function idDaImagem(nome: string, bytes: Uint8Array): string {
  const nosso = NOME_NOSSO.exec(nome);
  if (nosso) return nosso[1]!.toLowerCase();
  const h = createHash('sha256').update(bytes).digest();
  h[6] = (h[6]! & 0x0f) | 0x80;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An embedded image checked and re-encoded, with the id it will be stored under if its row is imported. */
export interface ImagemPronta {
  id: string;
  imagem: ReencodedImage;
}

/** A row whose embedded images were resolved: the cells point at our URLs, the images wait in `imagens`. */
export type LinhaComImagens = Omit<CsvLinha, 'imagensEmbutidas'> & { imagens: ImagemPronta[] };

const COLUNAS_HTML = [
  'enunciado',
  'comentario',
  'alternativa_a',
  'alternativa_b',
  'alternativa_c',
  'alternativa_d',
  'alternativa_e',
] as const satisfies readonly ImportacaoColuna[];

/** Moodle's reference to a file of the question (`@@PLUGINFILE@@/mapa%20a.png`), its name URL-encoded. */
const REFERENCIA = /@@PLUGINFILE@@\/([^"'\s<>?#]+)/g;
/** An image whose source is a reference left unresolved (a file missing from the XML or refused). */
const IMG_EMBUTIDA = /<img\b[^>]*@@PLUGINFILE@@[^>]*>/gi;

function nomeDa(ref: string): string {
  try {
    return decodeURIComponent(ref);
  } catch {
    return ref;
  }
}

/**
 * Moodle XML's embedded images (issue 34 §2, §3): each image a row's HTML refers to
 * (`<img src="@@PLUGINFILE@@/nome">`) is decoded from the item's `<file encoding="base64">`, checked and
 * re-encoded like an upload, and the reference becomes its future URL (`/api/arquivos/questao/<id>.webp`,
 * the id of idDaImagem). Nothing is stored: the import stores the images of the rows it inserts, in its
 * transaction (importar-questoes.ts); the preview stores none. An image that is not one we take is the
 * row's error (the row is skipped); a reference to a file the file does not hold (GIFT and CSV hold
 * none) is removed, with a warning.
 */
export async function resolverImagens(linhas: CsvLinha[]): Promise<LinhaComImagens[]> {
  const resolvidas: LinhaComImagens[] = [];
  // One row at a time: re-encoding is CPU work, and a whole file at once would only queue it.
  for (const { imagensEmbutidas = [], ...linha } of linhas) {
    resolvidas.push(await resolverLinha(linha, imagensEmbutidas));
  }
  return resolvidas;
}

async function resolverLinha(
  linha: Omit<CsvLinha, 'imagensEmbutidas'>,
  embutidas: NonNullable<CsvLinha['imagensEmbutidas']>,
): Promise<LinhaComImagens> {
  const referidas = new Set<string>();
  for (const coluna of COLUNAS_HTML)
    for (const m of linha.cells[coluna].matchAll(REFERENCIA)) referidas.add(nomeDa(m[1]!));
  // The main image (tag imagem_url), when our export embedded it beside the statement under its id.
  const principal = questaoImagemIdDaUrl(linha.cells.imagem_url);
  if (principal && embutidas.some((e) => e.nome.toLowerCase() === `${principal}.webp`))
    referidas.add(`${principal}.webp`);
  if (referidas.size === 0) return { ...linha, imagens: [] };

  const erros = [...linha.erros];
  const avisos = [...(linha.avisos ?? [])];
  const urls = new Map<string, string>();
  const imagens: ImagemPronta[] = [];
  for (const nome of referidas) {
    const arquivo = embutidas.find((e) => e.nome === nome) ?? embutidas.find((e) => e.nome.toLowerCase() === nome);
    if (!arquivo) {
      avisos.push(msg.avisoImagem(nome));
      continue;
    }
    try {
      const bytes = new Uint8Array(Buffer.from(arquivo.base64, 'base64'));
      const imagem = await reencodeQuestaoImagem(bytes);
      const id = idDaImagem(nome, bytes);
      imagens.push({ id, imagem });
      urls.set(nome, questaoImagemUrl(id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      erros.push(msg.imagemInvalida(nome));
    }
  }
  const cells = { ...linha.cells };
  for (const coluna of COLUNAS_HTML) {
    cells[coluna] = cells[coluna]
      .replace(REFERENCIA, (ref, nome: string) => urls.get(nomeDa(nome)) ?? ref)
      .replace(IMG_EMBUTIDA, '');
  }
  return { ...linha, cells, erros, avisos, imagens };
}
