import { useState } from 'react';
import { RECORDS_PAGE_SIZE } from '@tessera/api';
import { quickRange } from './dates';
import type { RecordsFilterValues } from './RecordsFilter';

/** A record page's filter (the last 7 days and every choice to start with) and its page. */
export function useRecordsFilter() {
  const [filter, setFilter] = useState<RecordsFilterValues>(() => ({ ...quickRange('last7'), extra: '' }));
  const [pageNo, setPageNo] = useState(1);
  return {
    filter,
    pageNo,
    /** A new filter starts again at its first page. */
    apply: (next: RecordsFilterValues) => {
      setFilter(next);
      setPageNo(1);
    },
    setPageNo,
    query: { from: filter.from, to: filter.to, pageNo, pageSize: RECORDS_PAGE_SIZE },
  };
}
