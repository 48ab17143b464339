// Apart from the mount: the constructable stylesheets every shadow root adopts (no <style>, no style="": a
// strict Content Security Policy), made once per text for the whole page and shared by every element.
import { backgroundImageRule } from '../background.ts';

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

/** A background image is set as a custom property in a sheet of its own: no style="" (strict CSP). */
export function backgroundSheet(url: string | undefined): CSSStyleSheet[] {
  const rule = url ? backgroundImageRule(url) : null;
  return rule ? [sheetFor(rule)] : [];
}
