/**
 * jsdom lays nothing out: ProseMirror's scroll-into-view and caret measuring call getClientRects and
 * getBoundingClientRect on ranges and text, and elementFromPoint, which jsdom lacks. Tests that mount
 * the editor install these empty measurements (layout itself is checked in the browser suite).
 */
import { fireEvent } from '@testing-library/react';

export function installProseMirrorJsdomShims(): void {
  const empty = () => new DOMRect(0, 0, 0, 0);
  const none = () => {
    const list: DOMRect[] = [];
    return Object.assign(list, { item: () => null }) as unknown as DOMRectList;
  };
  for (const proto of [Range.prototype, Text.prototype, Element.prototype] as unknown as Array<
    Record<string, unknown>
  >) {
    proto.getClientRects ??= none;
    proto.getBoundingClientRect ??= empty;
  }
  document.elementFromPoint ??= () => null;
}

/**
 * A paste as the browser delivers it: the clipboard's HTML and plain text, and any files. jsdom types
 * into ProseMirror unreliably (keys get lost between its DOM observer and user-event), so tests fill
 * an editor by pasting; typing is covered in the browser suite (tests/e2e/admin-editor.spec.ts).
 */
export function pasteInto(target: HTMLElement, { html = '', text = '', files = [] as File[] }) {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': text };
  fireEvent.paste(target, {
    clipboardData: {
      getData: (type: string) => data[type] ?? '',
      types: Object.keys(data).filter((k) => data[k]),
      files,
      items: [],
    },
  });
}
