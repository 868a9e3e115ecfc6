import {
  EXPORTACAO_HEADER_OMITIDAS,
  formatoMessages as msg,
  type ExportacaoQueryInput,
} from '../../../../shared/schemas/admin-formatos-questoes';
import { messages } from '../../../../shared/messages';

/** The Questões list's filter as the export's query (the page is not part of it). */
export type FiltroExportacao = Omit<ExportacaoQueryInput, 'formato'> & { page?: unknown };

export function exportacaoUrl(filtro: FiltroExportacao, formato: ExportacaoQueryInput['formato']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtro)) {
    if (key === 'page' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  params.set('formato', formato);
  return `/api/admin/questoes/exportacao?${params.toString()}`;
}

/** The attachment's name from Content-Disposition (the server names it in pt-BR). */
function nomeDe(res: Response): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'questoes';
}

/**
 * GET the export and save it as the browser's download; resolves to what the user should be told of the
 * questions left out (Aiken), or null. A refusal throws its pt-BR message.
 */
export async function baixarExportacao(url: string): Promise<string | null> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? messages.unexpected);
  }
  const blob = await res.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = nomeDe(res);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  const omitidas = Number(res.headers.get(EXPORTACAO_HEADER_OMITIDAS) ?? 0);
  return omitidas > 0 ? msg.aikenOmitidas(omitidas) : null;
}
