import { isQuestaoImagemUrl } from './questao-imagem.js';

/**
 * What question HTML (statements and alternatives) may contain: text formatting, lists, tables and images
 * from http(s) URLs or our own stored images. No scripts, event handlers, styles or classes (a style can
 * hide text or cover the page), no forms or frames, and no URL but http(s) (no `javascript:`, no `data:`)
 * and, for an image, our own `/api/arquivos/questao/<uuid>.webp`. The server applies it
 * before storing (services/admin/questoes/sanitize-question-html.ts) and the browser again on render
 * (components/html-content.tsx), so a row written around the API is still shown safely.
 */
export const QUESTION_HTML_CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'code',
    'pre',
    'blockquote',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'a',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const HTTP_URL = /^https?:\/\//i;

/** The part of a DOMPurify instance the hook needs (shared code imports no DOM library). */
interface SanitizerWithHooks {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
}

/** An image's src may also be exactly one of our stored question images (issue 34 §2); nothing else relative. */
function isAllowedUrl(node: Element, attr: 'src' | 'href', value: string): boolean {
  if (HTTP_URL.test(value.trim())) return true;
  return attr === 'src' && node.nodeName === 'IMG' && isQuestaoImagemUrl(value);
}

/**
 * DOMPurify's URI check already refuses `javascript:`, but it lets `data:` images and relative or
 * protocol-relative URLs through (and its ALLOWED_URI_REGEXP applies to every attribute, so it cannot
 * be narrowed to http(s) there): this hook drops any src or href that is not an absolute http(s) URL
 * (or, for an image, our own stored image's path), and an image left without a source. Installed once
 * per DOMPurify instance.
 */
export function installQuestionHtmlHooks(purify: SanitizerWithHooks): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['src', 'href'] as const) {
      const value = node.getAttribute(attr);
      if (value !== null && !isAllowedUrl(node, attr, value)) node.removeAttribute(attr);
    }
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
    // A link opens outside the app and gives it no access back.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}
