import { Node, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Placeholder from '@tiptap/extension-placeholder';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/** Only absolute http(s) addresses become links (the allow-list's rule, shared/rules/question-html.ts). */
export const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An attribute the allow-list has no place for: kept out of both the parsed document and the HTML. */
const dropped = { default: null, parseHTML: () => null, renderHTML: () => ({}) };

/**
 * A table as the allow-list keeps it: no width styles, no `<colgroup>` and no `data-colwidth`, which
 * TipTap writes for its column resizing (off here) and the server would strip anyway.
 */
const PlainTable = Table.extend({
  addAttributes() {
    return {};
  },
  renderHTML() {
    return ['table', {}, ['tbody', 0]];
  },
}).configure({ resizable: false, View: null });

const PlainTableCell = TableCell.extend({
  addAttributes() {
    return { ...this.parent?.(), colwidth: dropped, align: dropped };
  },
});

const PlainTableHeader = TableHeader.extend({
  addAttributes() {
    return { ...this.parent?.(), colwidth: dropped, align: dropped };
  },
});

/** A link keeps its address and title: a pasted link's class, target or rel is not ours to keep. */
const PlainLink = Link.extend({
  addAttributes() {
    const parent = (this.parent?.() ?? {}) as Record<string, unknown>;
    return { href: parent.href as { default: null }, title: { default: null } };
  },
});

/** An alternative is one line of text: a single paragraph, images inside it. */
const OneParagraph = Node.create({ name: 'doc', topNode: true, content: 'paragraph' });

export type EditorVariant = 'full' | 'compact';

/**
 * The editor's schema is the allow-list of shared/rules/question-html.ts and nothing more: paragraphs,
 * line breaks, h3/h4, bold, italic, underline, strike, sub/superscript, inline code and code blocks,
 * blockquote, rule, lists, a simple table, http(s) links and images. What ProseMirror cannot place in
 * this schema — a style, a class, a font, Word's `mso-` spans, a colour — is dropped on paste, while the
 * text and the marks the schema knows (including a `font-weight: bold` span as bold) are kept. The
 * server still sanitizes what is sent.
 *
 * `compact` (the alternatives): one paragraph, no lists, tables, headings or blocks; images inline.
 */
export function editorExtensions({
  variant,
  placeholder,
}: {
  variant: EditorVariant;
  placeholder?: string | undefined;
}): AnyExtension[] {
  const compact = variant === 'compact';
  const link = {
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    isAllowedUri: (url: string) => isHttpUrl(url),
    // The server adds target and rel to every link it keeps; the editor writes none of its own.
    HTMLAttributes: { target: null, rel: null, class: null },
  };
  const extensions: AnyExtension[] = [
    StarterKit.configure({
      link: false,
      heading: compact ? false : { levels: [3, 4] },
      bulletList: compact ? false : {},
      orderedList: compact ? false : {},
      listItem: compact ? false : {},
      listKeymap: compact ? false : {},
      blockquote: compact ? false : {},
      codeBlock: compact ? false : {},
      horizontalRule: compact ? false : {},
      trailingNode: compact ? false : {},
      document: compact ? false : undefined,
    }),
    PlainLink.configure(link),
    Subscript,
    Superscript,
    Image.configure({ inline: compact, allowBase64: false }),
  ];
  if (compact) extensions.push(OneParagraph);
  else extensions.push(PlainTable, TableRow, PlainTableHeader, PlainTableCell);
  if (placeholder) extensions.push(Placeholder.configure({ placeholder }));
  return extensions;
}
