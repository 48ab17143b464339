/**
 * The terms' own headings (CMS or platform HTML, usually starting at h1 or h2) sit under the dialog's title,
 * an h2: each is moved down a level (h1 and h2 become h3, and so on, h6 stays h6), so the outline reads
 * "Terms and conditions" > the terms' sections. Done on the markup before the sanitizer sees it.
 */
export function headingsBelowTitle(html: string): string {
  const levels = html.match(/<h([1-6])\b/gi)?.map((tag) => Number(tag.slice(2))) ?? [];
  if (levels.length === 0) return html;
  const shift = Math.max(0, 3 - Math.min(...levels));
  if (shift === 0) return html;
  return html.replace(/<(\/?)h([1-6])\b/gi, (_match, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`);
}
