/**
 * jsdom lays nothing out: ProseMirror's scroll-into-view and caret measuring call getClientRects and
 * getBoundingClientRect on ranges and text, and elementFromPoint, which jsdom lacks. Tests that mount
 * the editor install these empty measurements (layout itself is checked in the browser suite).
 */
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
