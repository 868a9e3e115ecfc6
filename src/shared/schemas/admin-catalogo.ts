/**
 * GET /api/admin/catalogo: every módulo, matéria, aula and banca in one small answer, for the selects and
 * filters of the admin tabs (Matérias, Aulas, Questões, Resumos). Content, not students: a few hundred
 * rows at most, so one request serves every tab and each write refreshes it.
 */
export interface AdminCatalogo {
  modulos: { id: number; nome: string }[];
  materias: { id: number; nome: string; moduloId: number; tipo: 'teorica' | 'pratica'; isFree: boolean }[];
  aulas: { id: number; materiaId: number; titulo: string; ordem: number; ativo: boolean }[];
  /** Every banca by name (the question form offers the active ones; filters, all). */
  bancas: { id: number; nome: string; ativo: boolean }[];
}
