// Apart from the mount: the constructable stylesheets every shadow root adopts (no <style>, no style="": a
// strict Content Security Policy), made once per text for the whole page and shared by every element.

const sheets = new Map<string, CSSStyleSheet>();
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * While its language loads, a widget shows a spinner in the space its element reserved (none: no space), so
 * that a widget which then shows nothing (a message notice for nobody) does not open and close a gap.
 */
export const BOOT_STYLES = '.casino-root { position: relative; min-height: inherit; } .loading.booting { position: absolute; inset: 0; min-height: 0; overflow: hidden; }';

// The check of a background image's address (../background.ts) is a chunk of its own, fetched for the first widget
// that names one (its image is fetched after it anyway): no widget's first render loads it otherwise.
let background: typeof import('../background.ts') | null = null;
let loading: Promise<void> | null = null;

/**
 * A background image is set as a custom property in a sheet of its own: no style="" (strict CSP). Until the address's
 * check is here there is none, and `ready` runs once it is (to adopt the sheet); one that did not arrive is asked for
 * again at the next render.
 */
export function backgroundSheet(url: string | undefined, ready: () => void): CSSStyleSheet[] {
  if (!url) return [];
  if (!background) {
    loading ??= import('../background.ts').then((module) => {
      background = module;
    }, () => {
      loading = null;
    });
    void loading.then(() => background && ready());
    return [];
  }
  const rule = background.backgroundImageRule(url);
  return rule ? [sheetFor(rule)] : [];
}
