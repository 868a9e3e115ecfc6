import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { installQuestionHtmlHooks, QUESTION_HTML_CONFIG } from '../../shared/rules/question-html';
import { cn } from '../lib/cn';

installQuestionHtmlHooks(DOMPurify);

/**
 * Sanitizes question HTML with the allow-list of shared/rules/question-html.ts. The admin API applies the
 * same list before storing; doing it again here covers rows written around the API (seed, SQL).
 */
export function sanitizeHtml(html: string, { withoutLinks = false }: { withoutLinks?: boolean } = {}): string {
  return DOMPurify.sanitize(
    html,
    withoutLinks ? { ...QUESTION_HTML_CONFIG, FORBID_TAGS: ['a'] } : QUESTION_HTML_CONFIG,
  );
}

/** Plain text of some HTML, for previews and accessible names. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Readable defaults for the tags a statement uses (no typography plugin here). */
const proseClasses =
  'break-words [&_p]:my-2 first:[&_p]:mt-0 last:[&_p]:mb-0 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 ' +
  '[&_li]:my-0.5 [&_strong]:font-semibold [&_b]:font-semibold [&_em]:italic [&_a]:text-link [&_a]:underline ' +
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_table]:my-2 [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground';

/** The same tags inside a line of text: what an alternative may carry (bold, italics, H<sub>2</sub>O). */
const inlineClasses =
  'break-words [&_p]:inline [&_strong]:font-semibold [&_b]:font-semibold [&_em]:italic [&_img]:my-1 [&_img]:h-auto [&_img]:max-w-full';

/** Renders HTML after DOMPurify. */
export function HtmlContent({ html, className, id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Renders HTML after DOMPurify inside a line, as a span: for an answer's alternative, stored as HTML like
 * the statement (the admin API's allow-list), and shown inside the player's buttons and the review's rows.
 * Shown as plain text, 'x < 5' read 'x &lt; 5' and a bold word showed its tags.
 */
export function InlineHtml({ html, className }: { html: string; className?: string }) {
  // A link inside the player's answer button would be a control inside a control: its text stays, the link goes.
  const clean = useMemo(() => sanitizeHtml(html, { withoutLinks: true }), [html]);
  return <span className={cn(inlineClasses, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
