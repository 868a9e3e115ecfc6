import * as ToolbarPrimitive from '@radix-ui/react-toolbar';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import { createElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { EditorVariant } from './extensions';

/**
 * The toolbar's icons, drawn from lucide's shapes (ISC licence, lucide-react 1.75) here, in the editor's
 * own chunk. Imported from lucide-react they would join the `app` group that every student page
 * downloads (scripts/chunk-groups.ts), and the editor must not make any student page grow.
 */
const shapes = {
  Bold: [['path', { d: 'M6 12h9a4 4 0 010 8H7a1 1 0 01-1-1V5a1 1 0 011-1h7a4 4 0 010 8' }]],
  Italic: [
    ['line', { x1: '19', x2: '10', y1: '4', y2: '4' }],
    ['line', { x1: '14', x2: '5', y1: '20', y2: '20' }],
    ['line', { x1: '15', x2: '9', y1: '4', y2: '20' }],
  ],
  Underline: [
    ['path', { d: 'M6 4v6a6 6 0 0 0 12 0V4' }],
    ['line', { x1: '4', x2: '20', y1: '20', y2: '20' }],
  ],
  Subscript: [
    ['path', { d: 'm4 5 8 8' }],
    ['path', { d: 'm12 5-8 8' }],
    [
      'path',
      {
        d: 'M20 19h-4c0-1.5.44-2 1.5-2.5S20 15.33 20 14c0-.47-.17-.93-.48-1.29a2.11 2.11 0 0 0-2.62-.44c-.42.24-.74.62-.9 1.07',
      },
    ],
  ],
  Superscript: [
    ['path', { d: 'm4 19 8-8' }],
    ['path', { d: 'm12 19-8-8' }],
    [
      'path',
      {
        d: 'M20 12h-4c0-1.5.442-2 1.5-2.5S20 8.334 20 7.002c0-.472-.17-.93-.484-1.29a2.105 2.105 0 0 0-2.617-.436c-.42.239-.738.614-.899 1.06',
      },
    ],
  ],
  List: [
    ['path', { d: 'M3 5h.01' }],
    ['path', { d: 'M3 12h.01' }],
    ['path', { d: 'M3 19h.01' }],
    ['path', { d: 'M8 5h13' }],
    ['path', { d: 'M8 12h13' }],
    ['path', { d: 'M8 19h13' }],
  ],
  ListOrdered: [
    ['path', { d: 'M11 5h10' }],
    ['path', { d: 'M11 12h10' }],
    ['path', { d: 'M11 19h10' }],
    ['path', { d: 'M4 4h1v5' }],
    ['path', { d: 'M4 9h2' }],
    ['path', { d: 'M6.5 20H3.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02' }],
  ],
  Table: [
    ['path', { d: 'M12 3v18' }],
    ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
    ['path', { d: 'M3 9h18' }],
    ['path', { d: 'M3 15h18' }],
  ],
  TableRemove: [
    ['path', { d: 'M12 3v17a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1H3' }],
    ['path', { d: 'm16.5 16.5 5 5' }],
    ['path', { d: 'm16.5 21.5 5-5' }],
  ],
  Link: [
    ['path', { d: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71' }],
    ['path', { d: 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71' }],
  ],
  ImagePlus: [
    ['path', { d: 'M16 5h6' }],
    ['path', { d: 'M19 2v6' }],
    ['path', { d: 'M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5' }],
    ['path', { d: 'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21' }],
    ['circle', { cx: '9', cy: '9', r: '2' }],
  ],
  Undo: [
    ['path', { d: 'M9 14 4 9l5-5' }],
    ['path', { d: 'M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11' }],
  ],
  Redo: [
    ['path', { d: 'm15 14 5-5-5-5' }],
    ['path', { d: 'M20 9H9.5A5.5 5.5 0 0 0 4 14.5A5.5 5.5 0 0 0 9.5 20H13' }],
  ],
} satisfies Record<string, Array<[string, Record<string, string>]>>;

type IconName = keyof typeof shapes;

function Icon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
    >
      {shapes[name].map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

/** What the buttons show as pressed or enabled, read from the editor on each transaction. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      subscript: e.isActive('subscript'),
      superscript: e.isActive('superscript'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

export const shortcuts = {
  bold: 'Ctrl+B',
  italic: 'Ctrl+I',
  underline: 'Ctrl+U',
  subscript: 'Ctrl+,',
  superscript: 'Ctrl+.',
  bulletList: 'Ctrl+Shift+8',
  orderedList: 'Ctrl+Shift+7',
  table: 'Ctrl+Alt+T',
  link: 'Ctrl+K',
  image: 'Ctrl+Alt+I',
  undo: 'Ctrl+Z',
  redo: 'Ctrl+Shift+Z',
} as const;

/** 'Ctrl+Shift+Z' → 'Control+Shift+Z', as aria-keyshortcuts spells it. */
const ariaKeys = (shortcut: string) => shortcut.replace('Ctrl', 'Control');

function ToolButton({
  label,
  shortcut,
  icon,
  pressed,
  disabled,
  onClick,
  extraShortcut,
}: {
  label: string;
  shortcut?: string;
  /** A second key for the same action (Refazer: Ctrl+Y), named in the tooltip too. */
  extraShortcut?: string;
  icon: IconName;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const keys = [shortcut, extraShortcut].filter(Boolean) as string[];
  const tip = keys.length > 0 ? `${label} (${keys.join(' ou ')})` : label;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <ToolbarPrimitive.Button
          type="button"
          aria-label={label}
          aria-pressed={pressed}
          aria-keyshortcuts={keys.length > 0 ? keys.map(ariaKeys).join(' ') : undefined}
          disabled={disabled}
          // The editor keeps its selection: a click on the toolbar does not move the focus away first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          className={cn(
            'flex size-9 items-center justify-center rounded-md text-foreground transition-colors',
            'hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            'disabled:pointer-events-none disabled:opacity-60',
            pressed && 'bg-navy-100 text-navy-900 dark:bg-navy-800 dark:text-navy-50',
          )}
        >
          <Icon name={icon} />
        </ToolbarPrimitive.Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          className="z-[60] rounded-md bg-navy-950 px-2 py-1 text-xs font-medium text-white shadow-md dark:bg-navy-100 dark:text-navy-950"
        >
          {tip}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

const Separator = () => <ToolbarPrimitive.Separator className="mx-0.5 h-6 w-px self-center bg-border" />;

/**
 * The editor's toolbar: one `role="toolbar"` whose buttons are reached with Tab once and then the arrow
 * keys (Radix's roving focus), each with its pt-BR name, its shortcut in a tooltip and
 * aria-keyshortcuts, and aria-pressed for the formatting it toggles. It wraps at phone width.
 */
export function EditorToolbar({
  editor,
  variant,
  label,
  onLink,
  onImage,
  status,
}: {
  editor: Editor;
  variant: EditorVariant;
  /** The toolbar's accessible name ('Formatação do Enunciado'). */
  label: string;
  onLink: () => void;
  /** Left out where the field takes no images: no 'Imagem' button. */
  onImage?: (() => void) | undefined;
  status?: ReactNode;
}) {
  const state = useToolbarState(editor);
  const chain = () => editor.chain().focus();
  const full = variant === 'full';
  return (
    <Tooltip.Provider delayDuration={400}>
      <ToolbarPrimitive.Root
        aria-label={label}
        className="flex flex-wrap items-center gap-0.5 border-b border-border bg-surface-muted/60 px-1 py-1"
      >
        <ToolButton
          label="Negrito"
          shortcut={shortcuts.bold}
          icon="Bold"
          pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label="Itálico"
          shortcut={shortcuts.italic}
          icon="Italic"
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label="Sublinhado"
          shortcut={shortcuts.underline}
          icon="Underline"
          pressed={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolButton
          label="Subscrito"
          shortcut={shortcuts.subscript}
          icon="Subscript"
          pressed={state.subscript}
          onClick={() => chain().toggleSubscript().run()}
        />
        <ToolButton
          label="Sobrescrito"
          shortcut={shortcuts.superscript}
          icon="Superscript"
          pressed={state.superscript}
          onClick={() => chain().toggleSuperscript().run()}
        />
        <Separator />
        {full ? (
          <>
            <ToolButton
              label="Lista com marcadores"
              shortcut={shortcuts.bulletList}
              icon="List"
              pressed={state.bulletList}
              onClick={() => chain().toggleBulletList().run()}
            />
            <ToolButton
              label="Lista numerada"
              shortcut={shortcuts.orderedList}
              icon="ListOrdered"
              pressed={state.orderedList}
              onClick={() => chain().toggleOrderedList().run()}
            />
            <ToolButton
              label={state.table ? 'Remover tabela' : 'Inserir tabela'}
              shortcut={shortcuts.table}
              icon={state.table ? 'TableRemove' : 'Table'}
              onClick={() => toggleTable(editor)}
            />
            <Separator />
          </>
        ) : null}
        <ToolButton label="Link" shortcut={shortcuts.link} icon="Link" pressed={state.link} onClick={onLink} />
        {onImage ? <ToolButton label="Imagem" shortcut={shortcuts.image} icon="ImagePlus" onClick={onImage} /> : null}
        <Separator />
        <ToolButton
          label="Desfazer"
          shortcut={shortcuts.undo}
          icon="Undo"
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          label="Refazer"
          shortcut={shortcuts.redo}
          extraShortcut="Ctrl+Y"
          icon="Redo"
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
        {status}
      </ToolbarPrimitive.Root>
    </Tooltip.Provider>
  );
}

/** Inside a table: removes it. Elsewhere: inserts a 3×3 table with a header row. */
export function toggleTable(editor: Editor): boolean {
  if (editor.isActive('table')) return editor.chain().focus().deleteTable().run();
  return editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
}
