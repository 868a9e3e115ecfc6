import { useMutation } from '@tanstack/react-query';
import { useRefreshAdminData } from '../../../../components/admin/crud-api';
import {
  IMPORTACAO_CAMPO_FORMATO,
  IMPORTACAO_CAMPO_MATERIA,
} from '../../../../../shared/schemas/admin-formatos-questoes';
import {
  IMPORTACAO_CAMPO_ARQUIVO,
  type ImportacaoPrevia,
  type ImportacaoResultado,
} from '../../../../../shared/schemas/admin-importacao-questoes';
import { api } from '../../../../lib/api';

const BASE = '/api/admin/importacao-questoes';
export const MODELO_CSV_URL = `${BASE}/modelo.csv`;

/** What the dialog sends: the file, its format ('auto': recognised by the server) and the matéria for items without a category. */
export interface ImportacaoEnvio {
  file: File;
  formato: string;
  materia: string;
}

/** The file goes as it is (multipart): the server parses and checks it, the browser never does. */
function formOf({ file, formato, materia }: ImportacaoEnvio): FormData {
  const form = new FormData();
  form.append(IMPORTACAO_CAMPO_ARQUIVO, file);
  form.append(IMPORTACAO_CAMPO_FORMATO, formato);
  form.append(IMPORTACAO_CAMPO_MATERIA, materia);
  return form;
}

/** POST …/previa: every row with its errors and warnings, and the counts; nothing is written. */
export function usePreviewImportacao() {
  return useMutation({
    mutationFn: (envio: ImportacaoEnvio) => api.post<ImportacaoPrevia>(`${BASE}/previa`, formOf(envio)),
  });
}

/** POST …: imports the new valid rows; then every admin list refetches (the question lists and counts). */
export function useImportarQuestoes() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: (envio: ImportacaoEnvio) => api.post<ImportacaoResultado>(BASE, formOf(envio)),
    onSuccess: refresh,
  });
}
