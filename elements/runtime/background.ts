/**
 * The `background-image` attribute is the one attribute that reaches a stylesheet. Whatever it holds, it may
 * set that one background and nothing else: only an https: address or one of this page's own origin is
 * taken, and it goes into the sheet escaped with CSS.escape inside a quoted url(), so a form feed, a ")",
 * a quote or a backslash cannot end the string, the url() or the rule.
 */
export function backgroundImageUrl(raw: string, page: { href: string; origin: string }): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), page.href);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && url.origin === page.origin ? url : null;
}

const warned = new Set<string>();

/** The rule that sets the frame's background image, or null (with a warning, once) for an address refused. */
export function backgroundImageRule(raw: string, page: { href: string; origin: string } = window.location): string | null {
  const url = backgroundImageUrl(raw, page);
  if (!url) {
    if (!warned.has(raw)) console.warn('[casino-elements] background-image ignored: only https: addresses or addresses of this site are taken');
    warned.add(raw);
    return null;
  }
  return `:host { --casino-frame-background-image: url("${CSS.escape(url.href)}"); }`;
}
