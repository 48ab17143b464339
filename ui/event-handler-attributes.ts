/**
 * Renames the event-handler attributes (`on…`) of server HTML before the browser parses it for the
 * sanitizer. Chrome checks an inline handler against the page's CSP when it parses the attribute, even in
 * an inert document, and reports a `securitypolicyviolation` for each though nothing runs; a strict page
 * would log one for every hostile message. Renamed to `data-casino-on…`, they parse as plain data
 * attributes, which the sanitizer then removes with every other data attribute. `style` attributes, `<style>`
 * and `<script>` elements and `<![CDATA[` are renamed the same way (see below), so a strict page with Trusted
 * Types reports nothing for any vector of the XSS corpora (tests/browser/strict-csp.test.ts).
 *
 * This is not the sanitizer (DOMPurify is): it follows the HTML tokenizer's tag and attribute states
 * closely enough that text, comments, attribute values and raw-text elements are left as they are, and it
 * only ever inserts letters and hyphens, so it cannot make new markup out of what it misreads.
 */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const PREFIX = 'data-casino-';
/**
 * Elements renamed too (`<data-casino-style>`): Chrome reports an inline `<style>` (style-src-elem) and an SVG
 * `<script>`'s text (Trusted Types) of an inert document as well. Renamed, they are unknown elements whose
 * contents the sanitizer drops (ADD_FORBID_CONTENTS), as it drops a style's or a script's; their text is then
 * read as markup here, so what it holds is renamed like the rest.
 */
const RENAMED_ELEMENTS = new Set(['style', 'script']);
/** The `style` attribute is reported (style-src-attr) like a handler is (script-src-attr): renamed the same way. */
const isRenamedAttribute = (name: string) => name.startsWith('on') || name === 'style';

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);

export function renameEventHandlerAttributes(html: string): string {
  // Inside SVG or MathML no element is raw text (`<math><title><img onerror>` holds an img), but `</p>` breaks out of
  // them, and whether the parser is still inside one is hard to tell here. So the text is read both ways, as
  // markup once an <svg> or <math> has opened and as HTML throughout, and what either reading finds is renamed:
  // at worst that renames what the other reading takes for text.
  const points = new Set([...insertionPoints(html, true), ...insertionPoints(html, false)]);
  let out = '';
  let from = 0;
  for (const point of [...points].sort((a, b) => a - b)) {
    out += html.slice(from, point) + PREFIX;
    from = point;
  }
  return out + html.slice(from);
}

/** Where the prefix goes: before each renamed attribute or element name, and after the `<!` of a CDATA section. */
function insertionPoints(html: string, foreignAware: boolean): number[] {
  const points: number[] = [];
  let at = 0;
  let foreign = false;
  const n = html.length;
  const lower = html.toLowerCase();
  while (at < n) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    at = open;
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      at = end === -1 ? n : end + 3;
      continue;
    }
    const next = html[at + 1];
    if (next === '!' || next === '?') {
      // In SVG or MathML `<![CDATA[` runs to `]]>`; elsewhere it is a bogus comment ending at the first `>`.
      // With the prefix it is a bogus comment in both, which is how it is read here.
      if (html.startsWith('<![CDATA[', at)) points.push(at + 2);
      const end = html.indexOf('>', at);
      at = end === -1 ? n : end + 1;
      continue;
    }
    const endTag = next === '/';
    if (!(isLetter(next) || (endTag && isLetter(html[at + 2])))) {
      at += 1;
      continue;
    }
    // Tag name.
    const nameStart = at + (endTag ? 2 : 1);
    let i = nameStart;
    while (i < n && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i += 1;
    const name = lower.slice(nameStart, i);
    const renamed = RENAMED_ELEMENTS.has(name);
    if (renamed) points.push(nameStart);
    if (foreignAware && !endTag && (name === 'svg' || name === 'math')) foreign = true;
    // Attributes, until the tag's ">".
    while (i < n && html[i] !== '>') {
      const char = html[i]!;
      if (isSpace(char) || char === '/') {
        i += 1;
        continue;
      }
      // An attribute name: everything up to a space, "/", ">" or "=" (a leading "=" belongs to it).
      let end = i + 1;
      while (end < n && !isSpace(html[end]) && html[end] !== '/' && html[end] !== '>' && html[end] !== '=') end += 1;
      if (isRenamedAttribute(lower.slice(i, end))) points.push(i);
      i = end;
      let look = i;
      while (look < n && isSpace(html[look])) look += 1;
      if (html[look] !== '=') continue;
      // Its value: quoted, or unquoted up to a space or ">".
      look += 1;
      while (look < n && isSpace(html[look])) look += 1;
      let stop: number;
      if (html[look] === '"' || html[look] === "'") {
        const close = html.indexOf(html[look]!, look + 1);
        stop = close === -1 ? n : close + 1;
      } else {
        stop = look;
        while (stop < n && !isSpace(html[stop]) && html[stop] !== '>') stop += 1;
      }
      i = stop;
    }
    at = i < n ? i + 1 : i;
    // The text of a raw-text element is not markup: skip it up to its end tag.
    if (!endTag && !renamed && !foreign && RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, at);
      at = close === -1 ? n : close;
    }
  }
  return points;
}
