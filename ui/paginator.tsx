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

/** Previous, the page number and Next (spec 000 "Generic widgets"). */
export function Paginator({ page, hasNext, onPage, label, previousLabel, nextLabel, pageText, busy }: PaginatorProps) {
  return (
    <nav className="paginator" aria-label={label} part="paginator">
      <button type="button" className="button secondary" part="button" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </button>
      <span className="page-number" aria-live="polite">{pageText}</span>
      <button type="button" className="button secondary" part="button" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}
