import { forwardRef, type HTMLAttributes } from 'react';
import { clampPage, DEFAULT_MARGIN_PAGES, DEFAULT_PAGE_RANGE, getPageItems, normalisePageCount } from './getPageItems';
import { Ellipsis, List, Nav, PageButton, StepButton } from './Pagination.styles';
import { Icon } from '../Icon';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, 1-based. Out-of-range values are shown as the nearest page. */
  page: number;
  /** How many pages exist. With one page or none, nothing is rendered. */
  pageCount: number;
  /**
   * Called with the requested page. Only ever called for a different page within
   * 1..pageCount (§4), never for the current page.
   */
  onPageChange?: (page: number) => void;
  /** Pages shown around the current page (§9). @default 3 */
  pageRange?: number;
  /** Pages always shown at each end, at least 1 (§9). @default 1 */
  marginPages?: number;
  /** Accessible name of the navigation landmark. @default 'Pagination' */
  label?: string;
  /** Accessible name of the previous-page button. @default 'Previous page' */
  previousLabel?: string;
  /** Accessible name of the next-page button. @default 'Next page' */
  nextLabel?: string;
  /** Accessible name of a page button. @default (page) => `Page ${page}` */
  pageLabel?: (page: number) => string;
  /** Accessible name of the current page's button. @default (page) => `Page ${page}, current page` */
  currentPageLabel?: (page: number) => string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;
const defaultCurrentPageLabel = (page: number) => `Page ${page}, current page`;

/**
 * Page navigation: previous and next, the first and last pages, a window around the current
 * page and ellipses for the rest (1 … 4 5 6 … 20). Previous and next stay focusable at the ends
 * (`aria-disabled`) so keyboard focus is never lost when the last page is reached.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageCount,
    onPageChange,
    pageRange = DEFAULT_PAGE_RANGE,
    marginPages = DEFAULT_MARGIN_PAGES,
    label = 'Pagination',
    previousLabel = 'Previous page',
    nextLabel = 'Next page',
    pageLabel = defaultPageLabel,
    currentPageLabel = defaultCurrentPageLabel,
    ...rest
  },
  ref,
) {
  const count = normalisePageCount(pageCount);
  if (count <= 1) return null;
  const current = clampPage(page, count);
  const items = getPageItems({ page: current, pageCount: count, pageRange, marginPages });
  const goTo = (target: number) => {
    if (target !== current && target >= 1 && target <= count) onPageChange?.(target);
  };
  const atStart = current === 1;
  const atEnd = current === count;

  return (
    <Nav ref={ref} aria-label={label} {...rest}>
      <List>
        <li>
          <StepButton
            type="button"
            data-part="previous"
            aria-label={previousLabel}
            aria-disabled={atStart || undefined}
            onClick={() => goTo(current - 1)}
          >
            <Icon name="chevronLeftSmall" />
          </StepButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-current={item === current ? 'page' : undefined}
                aria-label={item === current ? currentPageLabel(item) : pageLabel(item)}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis data-part={item}>…</Ellipsis>
            </li>
          ),
        )}
        <li>
          <StepButton
            type="button"
            data-part="next"
            aria-label={nextLabel}
            aria-disabled={atEnd || undefined}
            onClick={() => goTo(current + 1)}
          >
            <Icon name="chevronLeftSmall" />
          </StepButton>
        </li>
      </List>
    </Nav>
  );
});
