import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Column<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** Classes for the cell (e.g. 'font-semibold' for the name). */
  className?: string;
  /** Also shown on the phone card, as 'Header: value'. */
  inCard?: boolean;
}

function CardFields<Item>({ item, columns }: { item: Item; columns: Column<Item>[] }) {
  if (columns.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {columns.map((col) => (
        <div key={col.header} className="contents">
          <dt className="text-muted-foreground">{col.header}</dt>
          <dd className="min-w-0 break-words">{col.cell(item)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An admin list as a table from the sm breakpoint up and as cards on a phone, from one column list. Each
 * card shows `cardTitle` (and `cardAside`), then the columns marked `inCard` as 'Header: value', then
 * `cardFooter` (the actions).
 */
export function ResponsiveTable<Item>({
  items,
  rowKey,
  columns,
  cardTitle,
  cardAside,
  cardFooter,
  caption,
}: {
  items: readonly Item[];
  rowKey: (item: Item) => string | number;
  columns: Column<Item>[];
  cardTitle: (item: Item) => ReactNode;
  /** Shown at the right of the card title (a status badge). */
  cardAside?: (item: Item) => ReactNode;
  cardFooter?: (item: Item) => ReactNode;
  /** The table's accessible name. */
  caption: string;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              {columns.map((col) => (
                <th key={col.header} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={rowKey(item)} className="border-b border-border align-middle last:border-0">
                {columns.map((col) => (
                  <td key={col.header} className={cn('py-2 pr-3 last:pr-0', col.className)}>
                    {col.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {items.map((item) => (
          <li key={rowKey(item)} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3">
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-semibold break-words">{cardTitle(item)}</span>
              {cardAside?.(item)}
            </div>
            <CardFields item={item} columns={columns.filter((col) => col.inCard)} />
            {cardFooter ? cardFooter(item) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
