import { useMemo } from 'react';
import { trustedHtml } from './sanitize.ts';

/**
 * The only way server-provided HTML (terms, bonus html, inbox content, CMS content) reaches the page:
 * through the strict sanitizer, as Trusted HTML where the browser has Trusted Types (React assigns it as is).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => trustedHtml(html), [html]);
  return <div className={['safe-html', className].filter(Boolean).join(' ')} part="content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
