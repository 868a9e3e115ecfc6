import { Extension } from '@tiptap/core';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  QUESTAO_IMAGEM_ACCEPT,
  QUESTAO_IMAGEM_MAX_BYTES,
  QUESTAO_IMAGEM_MIMES,
  questaoImagemMessages,
} from '../../../shared/rules/questao-imagem';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { uploadQuestaoImagem } from '../../lib/upload-questao-imagem';
import { SpinnerIcon } from '../ui/spinner';
import { EditorToolbar, toggleTable } from './editor-toolbar';
import { editorExtensions, type EditorVariant } from './extensions';
import { LinkDialog } from './link-dialog';

export interface RichTextEditorProps {
  /** The HTML held by the form ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the field's visible label: the editable area and its toolbar are named by it. */
  labelledBy: string;
  /** The toolbar's name, e.g. 'Formatação do Enunciado'. */
  toolbarLabel: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** 'compact' for an alternative: one line, inline formatting only. */
  variant?: EditorVariant;
  placeholder?: string;
  /**
   * Whether images may be added (dropped, pasted, chosen). Off where no question links them: an upload
   * linked to no question is swept after a day (decision 0056), so a resumo's description takes none.
   */
  imagens?: boolean;
}

export const imagemMessages = {
  enviando: 'Enviando imagem...',
  falhou: 'Não foi possível enviar a imagem.',
  tipo: 'Envie uma imagem PNG, JPEG, WebP ou GIF.',
} as const;

/** The typography of a rendered statement (components/html-content.tsx), so the editor looks like it. */
const contentClasses =
  'break-words [&_p]:my-2 first:[&_p]:mt-0 last:[&_p]:mb-0 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 ' +
  '[&_li]:my-0.5 [&_strong]:font-semibold [&_b]:font-semibold [&_em]:italic [&_a]:text-link [&_a]:underline ' +
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_table]:my-2 [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground';

/** What the form keeps: '' for an empty editor, and an alternative's one paragraph without its <p>. */
export function editorHtml(editor: Editor, variant: EditorVariant): string {
  // Only a lone empty paragraph is empty (TipTap's isEmpty also says so of a table with no text yet).
  const { doc } = editor.state;
  const only = doc.childCount === 1 ? doc.firstChild : null;
  if (only?.type.name === 'paragraph' && only.childCount === 0) return '';
  // The empty paragraph TipTap keeps after a final table is no content.
  const html = editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
  if (variant === 'compact') {
    const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
    if (single && !single[1]!.includes('<p>')) return single[1]!;
  }
  return html;
}

const isImageFile = (file: File) => (QUESTAO_IMAGEM_MIMES as readonly string[]).includes(file.type);

/**
 * The rich-text editor of the admin question form (issue 34 §1), on TipTap 3 (ProseMirror): a toolbar
 * with pt-BR names and shortcuts, a schema limited to the question HTML allow-list (extensions.ts), and
 * images dropped, pasted or chosen, sent to the server (uploadQuestaoImagem) and inserted by the URL it
 * answers. Loaded only by the admin question dialog (lazy-rich-text-editor.tsx).
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  toolbarLabel,
  describedBy,
  invalid = false,
  variant = 'full',
  placeholder,
  imagens = true,
}: RichTextEditorProps) {
  const lastEmitted = useRef(value);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState(0);
  const [link, setLink] = useState<{ url: string; editing: boolean } | null>(null);

  // The editor's plugins are made once; what they call lives here and always sees the current props.
  const actions = useRef({
    change: onChange,
    blur: onBlur,
    upload: (_files: File[], _at?: number) => undefined as void,
    openLink: () => undefined as void,
    chooseImage: () => undefined as void,
  });

  // TipTap compares its options on every render and re-applies them when one changed: each is made
  // once, and the editable area's attributes only when what they say changes.
  const [initialContent] = useState(value);
  const [extensions] = useState(() => [
    ...editorExtensions({ variant, placeholder }),
    Extension.create({
      name: 'bizuShortcuts',
      addKeyboardShortcuts() {
        return {
          'Mod-k': () => {
            actions.current.openLink();
            return true;
          },
          'Mod-Alt-i': () => {
            if (!imagens) return false;
            actions.current.chooseImage();
            return true;
          },
          'Mod-Alt-t': () => variant === 'full' && toggleTable(this.editor),
        };
      },
    }),
  ]);
  const editorProps = useMemo(
    () => ({
      // The editable area is a labelled textbox that says when its field has an error.
      attributes: {
        role: 'textbox',
        'aria-multiline': variant === 'full' ? 'true' : 'false',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(
          contentClasses,
          'px-3 py-2.5 text-base text-foreground focus:outline-none sm:text-sm',
          variant === 'full' ? 'min-h-28' : 'min-h-11',
        ),
      },
      handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (moved || files.length === 0) return false;
        event.preventDefault();
        if (!imagens) return true;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        actions.current.upload(files, at);
        return true;
      },
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const data = event.clipboardData;
        const files = Array.from(data?.files ?? []);
        // Word puts a picture of the copied text beside its HTML: the text is what was meant.
        if (files.length === 0 || data?.getData('text/html') || data?.getData('text/plain')) return false;
        event.preventDefault();
        if (imagens) actions.current.upload(files);
        return true;
      },
    }),
    [labelledBy, describedBy, invalid, variant, imagens],
  );

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e, variant);
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      actions.current.change(html);
    },
    onBlur: () => actions.current.blur?.(),
  });

  // Rebound after each render, so the editor's handlers always call the current props.
  useLayoutEffect(() => {
    actions.current.change = onChange;
    actions.current.blur = onBlur;
    actions.current.openLink = () => {
      const href = (editor.getAttributes('link').href as string | undefined) ?? '';
      setLink({ url: href || 'https://', editing: href !== '' });
    };
    actions.current.chooseImage = () => fileInput.current?.click();
    actions.current.upload = (files, at) => {
      for (const file of files) {
        if (!isImageFile(file)) {
          toast.error(imagemMessages.tipo);
          continue;
        }
        if (file.size > QUESTAO_IMAGEM_MAX_BYTES) {
          toast.error(questaoImagemMessages.muitoGrande);
          continue;
        }
        setUploads((n) => n + 1);
        uploadQuestaoImagem(file)
          .then(({ url }) => {
            if (editor.isDestroyed) return;
            const image = { type: 'image', attrs: { src: url, alt: '' } };
            const chain = editor.chain().focus();
            const inserted =
              at === undefined
                ? chain.insertContent(image).run()
                : chain.insertContentAt(Math.min(at, editor.state.doc.content.size), image).run();
            if (!inserted) editor.chain().focus('end').insertContent(image).run();
          })
          .catch((error: unknown) => toast.error(errorMessage(error, imagemMessages.falhou)))
          .finally(() => setUploads((n) => n - 1));
      }
    };
  });

  // A value set from outside (the form reset, a question loaded) replaces the document; what the
  // editor itself emitted does not come back into it.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'rich-text-editor flex w-full min-w-0 flex-col overflow-hidden rounded-lg border border-input bg-surface shadow-xs transition-colors',
        'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/70',
        invalid && 'border-destructive focus-within:ring-destructive/70',
      )}
    >
      <EditorToolbar
        editor={editor}
        variant={variant}
        label={toolbarLabel}
        onLink={() => actions.current.openLink()}
        onImage={imagens ? () => actions.current.chooseImage() : undefined}
        status={
          <span role="status" className="ml-auto flex items-center gap-1.5 px-2 text-xs text-muted-foreground">
            {uploads > 0 ? (
              <>
                <SpinnerIcon />
                {imagemMessages.enviando}
              </>
            ) : null}
          </span>
        }
      />
      <EditorContent editor={editor} />
      {imagens ? (
        <input
          ref={fileInput}
          type="file"
          accept={QUESTAO_IMAGEM_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            actions.current.upload(files);
          }}
        />
      ) : null}
      <LinkDialog
        open={link !== null}
        initialUrl={link?.url ?? ''}
        onOpenChange={(open) => {
          if (!open) {
            setLink(null);
            editor.commands.focus();
          }
        }}
        onApply={(url) => {
          setLink(null);
          const chain = editor.chain().focus().extendMarkRange('link');
          if (editor.state.selection.empty && !editor.isActive('link')) {
            chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
          } else {
            chain.setLink({ href: url }).run();
          }
        }}
        onRemove={
          link?.editing
            ? () => {
                setLink(null);
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
              }
            : null
        }
      />
    </div>
  );
}
