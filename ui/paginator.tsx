import type { ReactNode } from 'react';

export interface PaginatorProps {
  /** 1-based. */
  page: number;
  /** Unknown when the platform does not tell (then only "Page n" is shown). */
  totalPages?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** Names the navigation landmark. */
  label: string;
  previousLabel: ReactNode;
  nextLabel: ReactNode;
  /** "Page 2 of 3" or "Page 2", in the widget's language. */
  pageText: ReactNode;
  busy?: boolean;
}

/**
 * Previous, the page number and Next (spec 000 "Generic widgets"). A button that cannot act (Next on the last
 * page, Previous on the first, either while a page loads) is aria-disabled, never disabled: the player who
 * pressed it keeps focus on it instead of falling back to the page's body, and hears it is unavailable.
 */
export function Paginator({ page, hasNext, onPage, label, previousLabel, nextLabel, pageText, busy }: PaginatorProps) {
  const step = (to: number, can: boolean) => ({
    'aria-disabled': !can || busy || undefined,
    onClick: () => {
      if (can && !busy) onPage(to);
    },
  });
  return (
    <nav className="paginator" aria-label={label} part="paginator">
      <button type="button" className="button secondary" part="button" {...step(page - 1, page > 1)}>
        {previousLabel}
      </button>
      <span className="page-number" aria-live="polite">{pageText}</span>
      <button type="button" className="button secondary" part="button" {...step(page + 1, hasNext)}>
        {nextLabel}
      </button>
    </nav>
  );
}
