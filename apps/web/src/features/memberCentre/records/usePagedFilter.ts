import { useState } from 'react';

/**
 * A paged list's filter and page. Any change of the filter, whole or in part, starts again at
 * its first page.
 */
export function usePagedFilter<F extends object>(initial: F | (() => F)) {
  const [filter, setFilter] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  return {
    filter,
    pageNo,
    setPageNo,
    apply: (next: F) => {
      setFilter(next);
      setPageNo(1);
    },
    change: (part: Partial<F>) => {
      setFilter((previous) => ({ ...previous, ...part }));
      setPageNo(1);
    },
  };
}
