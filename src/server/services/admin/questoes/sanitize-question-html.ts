import type { DOMPurify } from 'dompurify';
import { installQuestionHtmlHooks, QUESTION_HTML_CONFIG } from '../../../../shared/rules/question-html.js';

let purifier: Promise<DOMPurify> | null = null;

/**
 * DOMPurify over a jsdom window, made on first use: jsdom is heavy and only admin writes (the question
 * form and the CSV import) need it, so the server does not pay for it at start-up.
 */
function getPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    installQuestionHtmlHooks(purify);
    return purify;
  })();
  return purifier;
}

/** A statement or alternative as it may be stored: the allow-list of shared/rules/question-html.ts. */
export async function sanitizeQuestionHtml(html: string): Promise<string> {
  const purify = await getPurifier();
  return purify.sanitize(html, { ...QUESTION_HTML_CONFIG, RETURN_TRUSTED_TYPE: false }).trim();
}

/** True when sanitized HTML shows nothing: no text and no image (e.g. it was only a script). */
export function showsNothing(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
