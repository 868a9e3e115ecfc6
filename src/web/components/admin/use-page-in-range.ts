import { useEffect } from 'react';

/**
 * Keeps a list paged on the server on a page that exists: a delete (or a report leaving its status
 * filter) can empty the last page, whose answer then has no rows and a smaller total. The list goes back
 * to its new last page rather than saying there is nothing at all. Waits for the answer of the page asked
 * for (not the previous one kept on screen while it loads).
 */
export function usePageInRange({
  page,
  answer,
  isPlaceholderData,
  setPage,
}: {
  page: number;
  /** The server's answer for `page`, once there is one. */
  answer: { total: number; pageSize: number } | undefined;
  isPlaceholderData: boolean;
  setPage: (page: number) => void;
}) {
  const lastPage = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  useEffect(() => {
    if (answer && !isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [answer, isPlaceholderData, page, lastPage, setPage]);
}
