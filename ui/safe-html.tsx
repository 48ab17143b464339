import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize.ts';

/**
 * The only way server-provided HTML (terms, bonus html, inbox content, CMS content) reaches the page:
 * through the strict sanitizer.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={['safe-html', className].filter(Boolean).join(' ')} part="content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
