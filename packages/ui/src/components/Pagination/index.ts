export { Pagination, type PaginationProps } from './Pagination';
export {
  getPageItems,
  clampPage,
  DEFAULT_PAGE_RANGE,
  DEFAULT_MARGIN_PAGES,
  type PageItem,
  type PageItemsOptions,
} from './getPageItems';
