import { useTranslation } from '@tessera/i18n';
import { Pagination, type PaginationProps } from '@tessera/ui';
import { PAGINATION_MARGIN, PAGINATION_RANGE } from '../core/constants';

/** The design system's Pagination with the site's page window and its labels in the reader's language. */
export function SitePagination(props: Pick<PaginationProps, 'page' | 'pageCount' | 'onPageChange'>) {
  const { t } = useTranslation();
  return (
    <Pagination
      {...props}
      pageRange={PAGINATION_RANGE}
      marginPages={PAGINATION_MARGIN}
      label={t('pagination_label')}
      previousLabel={t('pagination_previous')}
      nextLabel={t('pagination_next')}
      pageLabel={(n) => t('pagination_page', { page: n })}
      currentPageLabel={(n) => t('pagination_current', { page: n })}
    />
  );
}
