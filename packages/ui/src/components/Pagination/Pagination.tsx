import { DEFAULT_PAGE_SIZE, pageCount, pageRangeText, pageWindow } from '@portal/domain';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as css from './Pagination.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based (clamped by the domain rules). */
  page: number;
  /** Total number of records of the list. */
  total: number;
  /** Rows per page; 8 by default (spec section 9). */
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark (several lists on one page need different names). */
  label?: string;
}

function ArrowButton({
  icon,
  label,
  isDisabled,
  onPress,
}: {
  icon: IconName;
  label: string;
  isDisabled: boolean;
  onPress: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={css.pageButton()}
        aria-label={label}
        title={label}
        disabled={isDisabled}
        onClick={onPress}
      >
        <Icon name={icon} size="sm" />
      </button>
    </li>
  );
}

/**
 * 'Mostrando X - Y de N registros' plus the page buttons of spec section 2: first, previous, a window
 * of up to six pages (from `pageWindow` of `@portal/domain`), next and last. The current page carries
 * aria-current="page"; arrows that lead nowhere are disabled.
 */
export function Pagination({
  page,
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  label = messages.pagination.label,
}: PaginationProps) {
  const view = pageWindow(page, pageCount(total, pageSize));
  const go = (target: number) => {
    if (target !== view.current) onPageChange(target);
  };
  return (
    <div className={css.root}>
      <p className={css.range} aria-live="polite">
        {pageRangeText(view.current, pageSize, total)}
      </p>
      <nav aria-label={label}>
        <ul className={css.list}>
          <ArrowButton
            icon="chevronsLeft"
            label={messages.pagination.first}
            isDisabled={!view.canGoFirst}
            onPress={() => go(1)}
          />
          <ArrowButton
            icon="chevronLeft"
            label={messages.pagination.previous}
            isDisabled={!view.canGoPrevious}
            onPress={() => go(view.current - 1)}
          />
          {view.pages.map((number) => (
            <li key={number}>
              <button
                type="button"
                className={css.pageButton()}
                aria-label={messages.pagination.page(number)}
                aria-current={number === view.current ? 'page' : undefined}
                // Phones show only the neighbours of the current page so one row of 44 px buttons fits.
                data-far={Math.abs(number - view.current) > 1 || undefined}
                onClick={() => go(number)}
              >
                {number}
              </button>
            </li>
          ))}
          <ArrowButton
            icon="chevronRight"
            label={messages.pagination.next}
            isDisabled={!view.canGoNext}
            onPress={() => go(view.current + 1)}
          />
          <ArrowButton
            icon="chevronsRight"
            label={messages.pagination.last}
            isDisabled={!view.canGoLast}
            onPress={() => go(view.totalPages)}
          />
        </ul>
      </nav>
    </div>
  );
}
