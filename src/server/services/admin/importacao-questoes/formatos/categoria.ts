import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import type { CategoriaLida } from './item-lido.js';

/** Moodle's contexts ('$course$', '$system$', ...), its root 'top' and its default categories. */
const CONTEXTO = /^\$[a-z0-9]*\$$/i;
const PADRAO = /^(default for|padrão para|padrao para) /i;

/**
 * A Moodle category path ('$course$/top/Língua Portuguesa/Crase') as the matéria and aula it names: the
 * first segment after the context, 'top' and a default category is the matéria, the next the aula,
 * deeper ones are dropped with a warning. Moodle writes a '/' inside a name as '//'. Null: no matéria.
 */
export function categoriaDoCaminho(caminho: string): CategoriaLida | null {
  // A '/' not doubled splits; '//' is a '/' of the name.
  const segmentos = caminho
    .split(/(?<!\/)\/(?!\/)/)
    .map((s) => s.replace(/\/\//g, '/').trim())
    .filter((s) => s !== '');
  while (segmentos.length > 0 && (CONTEXTO.test(segmentos[0]!) || segmentos[0] === 'top')) segmentos.shift();
  if (segmentos.length > 1 && PADRAO.test(segmentos[0]!)) segmentos.shift();
  const [materia, aula = '', ...resto] = segmentos;
  if (!materia) return null;
  return { materia, aula, avisos: resto.length > 0 ? [msg.avisoSubcategoria(resto.join(' / '))] : [] };
}

/** The path the export writes for a question's matéria and aula (names with '/' doubled, as Moodle does). */
export function caminhoDaCategoria(materia: string, aula: string | null): string {
  const escape = (s: string) => s.replace(/\//g, '//');
  return ['$course$', 'top', escape(materia), ...(aula ? [escape(aula)] : [])].join('/');
}
