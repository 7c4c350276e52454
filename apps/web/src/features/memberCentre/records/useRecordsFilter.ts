import { RECORDS_PAGE_SIZE } from '@tessera/api';
import { quickRange } from './dates';
import type { RecordsFilterValues } from './RecordsFilter';
import { usePagedFilter } from './usePagedFilter';

/** A record page's filter (the last 7 days and every choice to start with), its page, and the query they make. */
export function useRecordsFilter() {
  const paged = usePagedFilter<RecordsFilterValues>(() => ({ ...quickRange('last7'), extra: '' }));
  const { filter, pageNo } = paged;
  return { ...paged, query: { from: filter.from, to: filter.to, pageNo, pageSize: RECORDS_PAGE_SIZE } };
}
