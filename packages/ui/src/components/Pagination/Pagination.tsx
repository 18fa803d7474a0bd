import { compactPageWindow, DEFAULT_PAGE_SIZE, pageCount, pageRangeText, pageWindow } from '@portal/domain';
import { type MouseEvent, useRef } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { showListTop } from './list-top';
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

type Go = (target: number, event: MouseEvent) => void;

function ArrowButton({
  icon,
  label,
  isDisabled,
  show,
  onPress,
}: {
  icon: IconName;
  label: string;
  isDisabled: boolean;
  /** 'wide' for first and last: a phone has the numbers 1 and N for them. */
  show?: 'wide';
  onPress: (event: MouseEvent) => void;
}) {
  return (
    <li data-show={show}>
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
 * The page numbers: the union of the wide window (up to six, spec section 2) and the phone's window
 * (1 … 4 5 6 … 20, `compactPageWindow`); `data-show` says where a number shows when it is not in both,
 * `data-gap` draws the phone's ellipsis before it (decorative: the buttons' names and 'Página X de Y'
 * say where one is).
 */
function PageButtons({ current, totalPages, go }: { current: number; totalPages: number; go: Go }) {
  const wide = pageWindow(current, totalPages).pages;
  const phone = compactPageWindow(current, totalPages);
  const numbers = [...new Set([...wide, ...phone])]
    .filter((slot): slot is number => slot !== 'gap')
    .sort((a, b) => a - b);
  return numbers.map((number) => {
    const at = phone.indexOf(number);
    return (
      <li
        key={number}
        data-show={at < 0 ? 'wide' : wide.includes(number) ? undefined : 'phone'}
        data-gap={phone[at - 1] === 'gap' || undefined}
      >
        <button
          type="button"
          className={css.pageButton()}
          aria-label={messages.pagination.page(number)}
          aria-current={number === current ? 'page' : undefined}
          onClick={(event) => go(number, event)}
        >
          {number}
        </button>
      </li>
    );
  });
}

/**
 * 'Mostrando X - Y de N registros' and 'Página X de Y', then the page buttons of spec section 2: first,
 * previous, a window of up to six pages (from `pageWindow` of `@portal/domain`), next and last; on a
 * phone previous, `1 … 4 5 6 … 20` and next. A list of one page shows its count and no buttons. The
 * current page carries aria-current="page"; arrows that lead nowhere are disabled. A page change brings
 * the list's top into view (and focus to it from a keyboard: `showListTop`).
 */
export function Pagination({
  page,
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  label = messages.pagination.label,
}: PaginationProps) {
  const root = useRef<HTMLDivElement>(null);
  const view = pageWindow(page, pageCount(total, pageSize));
  const go: Go = (target, event) => {
    if (target === view.current) return;
    // A click from a keyboard or a screen reader has no pointer presses (detail 0).
    showListTop(root.current, event.detail === 0);
    onPageChange(target);
  };
  const hasPages = view.totalPages > 1;
  return (
    <div ref={root} className={css.root}>
      <p className={css.status} aria-live="polite">
        {hasPages && (
          <span className={css.pageOf}>{messages.pagination.pageOf(view.current, view.totalPages)}</span>
        )}
        <span className={css.range}>{pageRangeText(view.current, pageSize, total)}</span>
      </p>
      {hasPages && (
        <nav aria-label={label}>
          <ul className={css.list}>
            <ArrowButton
              icon="chevronsLeft"
              label={messages.pagination.first}
              isDisabled={!view.canGoFirst}
              show="wide"
              onPress={(event) => go(1, event)}
            />
            <ArrowButton
              icon="chevronLeft"
              label={messages.pagination.previous}
              isDisabled={!view.canGoPrevious}
              onPress={(event) => go(view.current - 1, event)}
            />
            <PageButtons current={view.current} totalPages={view.totalPages} go={go} />
            <ArrowButton
              icon="chevronRight"
              label={messages.pagination.next}
              isDisabled={!view.canGoNext}
              onPress={(event) => go(view.current + 1, event)}
            />
            <ArrowButton
              icon="chevronsRight"
              label={messages.pagination.last}
              isDisabled={!view.canGoLast}
              show="wide"
              onPress={(event) => go(view.totalPages, event)}
            />
          </ul>
        </nav>
      )}
    </div>
  );
}
