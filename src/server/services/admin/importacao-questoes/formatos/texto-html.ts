import { marked } from 'marked';

/** Moodle's text formats (Moodle XML's `format` attribute; GIFT's [html], [moodle], [plain], [markdown]). */
export type FormatoTexto = 'html' | 'moodle_auto_format' | 'plain_text' | 'markdown';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

const nl2br = (text: string) => text.replace(/\r\n?|\n/g, '<br>\n');

/**
 * A text in its Moodle format as HTML (the import's sanitizer runs on it afterwards, as on a CSV cell):
 * HTML as it is; Moodle's auto-format keeps its HTML and breaks its lines (as Moodle shows it); plain
 * text escaped with its lines broken; Markdown through marked.
 */
export function textoParaHtml(texto: string, formato: FormatoTexto): string {
  switch (formato) {
    case 'html':
      return texto;
    case 'moodle_auto_format':
      return nl2br(texto);
    case 'plain_text':
      return nl2br(escapeHtml(texto));
    case 'markdown':
      return marked.parse(texto, { async: false, gfm: true });
  }
}

/** Moodle XML's format attribute (an unknown one reads as Moodle's own auto-format). */
export function formatoDoMoodle(value: unknown): FormatoTexto {
  return value === 'html' || value === 'plain_text' || value === 'markdown' ? value : 'moodle_auto_format';
}
