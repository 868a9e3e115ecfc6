import { createHash } from 'node:crypto';
import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import type { ImportacaoColuna } from '../../../../../shared/schemas/admin-importacao-questoes.js';
import { questaoImagemUrl } from '../../../../../shared/rules/questao-imagem.js';
import { AppError } from '../../../../errors.js';
import { reencodeQuestaoImagem } from '../../../imagens/questao-imagem.js';
import type { ReencodedImage } from '../../../imagens/reencode-image.js';
import type { CsvLinha } from '../parse-csv.js';

/**
 * The id an embedded image is stored under: a UUID (version 8, RFC 9562) made of the SHA-256 of its
 * bytes. The same file imported twice names the same URL, so its question's HTML is the same and the
 * duplicate check sees it is already in the bank; two questions embedding one image share it (the
 * links keep it while either shows it). Knowing the id means having the image already: nothing leaks.
 */
function idDoConteudo(bytes: Uint8Array): string {
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
 * the id made of its bytes). Nothing is stored: the import stores the images of the rows it inserts, in its
 * transaction (importar-questoes.ts); the preview stores none. An image that is not one we take is the
 * row's error (the row is skipped); a reference to a file the XML does not hold is removed, with a
 * warning. Rows of other formats pass through unchanged.
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
  if (referidas.size === 0) return { ...linha, imagens: [] };

  const erros = [...linha.erros];
  const avisos = [...(linha.avisos ?? [])];
  const urls = new Map<string, string>();
  const imagens: ImagemPronta[] = [];
  for (const nome of referidas) {
    const arquivo = embutidas.find((e) => e.nome === nome);
    if (!arquivo) {
      avisos.push(msg.avisoImagem(nome));
      continue;
    }
    try {
      const bytes = new Uint8Array(Buffer.from(arquivo.base64, 'base64'));
      const imagem = await reencodeQuestaoImagem(bytes);
      const id = idDoConteudo(bytes);
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
