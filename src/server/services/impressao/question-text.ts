// Question statements and alternatives are sanitized HTML (shared/rules/question-html.ts). On paper they
// become paragraphs of text runs: bold and italic where the HTML says so, list items with their marker,
// table cells side by side, and a note in place of each picture (the PDF embeds only the question's own
// image: see question-images.ts).
import type { JSDOM } from 'jsdom';

export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** One paragraph: its runs, and an indent for list items. */
export interface TextBlock {
  runs: TextRun[];
  indent: number;
}

const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'H3',
  'H4',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'CAPTION',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'UL',
  'OL',
  'HR',
]);
const BOLD_TAGS = new Set(['STRONG', 'B', 'H3', 'H4', 'TH']);
const ITALIC_TAGS = new Set(['EM', 'I']);

let window: Promise<JSDOM['window']> | null = null;

/** One jsdom window, made on first use (jsdom is heavy: only printing and admin writes need it). */
function getWindow(): Promise<JSDOM['window']> {
  window ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window);
  return window;
}

/** Whitespace as a browser shows it: every run of spaces, tabs and newlines is one space. */
function collapse(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ');
}

/** The paragraphs of a question's HTML, ready to print. Plain text (most alternatives) skips the parser. */
export async function htmlToBlocks(html: string): Promise<TextBlock[]> {
  if (!/[<&]/.test(html)) {
    const text = collapse(html).trim();
    return text ? [{ runs: [{ text, bold: false, italic: false }], indent: 0 }] : [];
  }
  const win = await getWindow();
  const template = win.document.createElement('template');
  template.innerHTML = html;

  const blocks: TextBlock[] = [];
  let current: TextBlock = { runs: [], indent: 0 };
  const flush = (indent = 0) => {
    const runs = trimRuns(current.runs);
    if (runs.length > 0) blocks.push({ runs, indent: current.indent });
    current = { runs: [], indent };
  };
  const push = (raw: string, bold: boolean, italic: boolean) => {
    const last = current.runs[current.runs.length - 1];
    // One space between runs, as a browser shows it.
    const text = last?.text.endsWith(' ') && raw.startsWith(' ') ? raw.slice(1) : raw;
    if (text === '') return;
    if (last && last.bold === bold && last.italic === italic) last.text += text;
    else current.runs.push({ text, bold, italic });
  };

  /** `indent`: the left indent of text in this element (lists and quotes nest); `list`: the enclosing list. */
  const walk = (
    node: Node,
    bold: boolean,
    italic: boolean,
    indent: number,
    list: { ordered: boolean; n: number } | null,
  ) => {
    if (node.nodeType === 3) {
      push(collapse(node.textContent ?? ''), bold, italic);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const tag = el.tagName;
    if (tag === 'BR') {
      flush(indent);
      return;
    }
    if (tag === 'IMG') {
      const alt = collapse(el.getAttribute('alt') ?? '').trim();
      push(alt ? ` [Imagem: ${alt}] ` : ' [Imagem] ', bold, true);
      return;
    }
    const isBlock = BLOCK_TAGS.has(tag);
    const b = bold || BOLD_TAGS.has(tag);
    const i = italic || ITALIC_TAGS.has(tag);
    const nested = tag === 'UL' || tag === 'OL' || tag === 'BLOCKQUOTE' ? indent + 14 : indent;
    const innerList = tag === 'UL' || tag === 'OL' ? { ordered: tag === 'OL', n: 0 } : list;
    if (isBlock) flush(nested);
    if (tag === 'LI') {
      if (list) list.n += 1;
      push(list?.ordered ? `${list.n}. ` : '• ', b, i);
    }
    if ((tag === 'TD' || tag === 'TH') && current.runs.length > 0) push(' | ', false, false);
    for (const child of Array.from(el.childNodes)) walk(child, b, i, nested, innerList);
    if (isBlock) flush(indent);
  };
  for (const child of Array.from(template.content.childNodes)) walk(child, false, false, 0, null);
  flush();
  return blocks;
}

/** A paragraph without leading or trailing spaces, and no empty runs. */
function trimRuns(runs: TextRun[]): TextRun[] {
  const out = runs.map((r) => ({ ...r }));
  while (out.length > 0 && out[0]!.text.trim() === '') out.shift();
  while (out.length > 0 && out[out.length - 1]!.text.trim() === '') out.pop();
  if (out.length === 0) return out;
  out[0]!.text = out[0]!.text.trimStart();
  out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd();
  return out.filter((r) => r.text !== '').map((r) => ({ ...r, text: r.text.replace(/ {2,}/g, ' ') }));
}

/** Characters outside Latin-1 that WinAnsiEncoding (the standard PDF fonts' encoding) still has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const NEAREST: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  '√': 'raiz de ',
  π: 'pi',
  '∞': 'infinito',
  '\u200b': '',
};

/**
 * The text in characters the standard PDF fonts (Helvetica, WinAnsi) can draw: Portuguese letters,
 * accents and punctuation as they are, a few symbols spelled out, anything else as '?'.
 */
export function toWinAnsiText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20) out += code === 0x09 ? ' ' : '';
    else if (code < 0x7f || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += NEAREST[ch] ?? '?';
  }
  return out;
}
