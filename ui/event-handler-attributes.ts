/**
 * Renames the event-handler attributes (`on…`) of server HTML before the browser parses it for the
 * sanitizer. Chrome checks an inline handler against the page's CSP when it parses the attribute, even in
 * an inert document, and reports a `securitypolicyviolation` for each though nothing runs; a strict page
 * would log one for every hostile message. Renamed to `data-casino-on…`, they parse as plain data
 * attributes, which the sanitizer then removes with every other data attribute.
 *
 * This is not the sanitizer (DOMPurify is): it follows the HTML tokenizer's tag and attribute states
 * closely enough that text, comments, attribute values and raw-text elements are left as they are, and it
 * only ever inserts letters and hyphens, so it cannot make new markup out of what it misreads.
 */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const PREFIX = 'data-casino-';

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);

export function renameEventHandlerAttributes(html: string): string {
  let out = '';
  let at = 0;
  const n = html.length;
  while (at < n) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    out += html.slice(at, open);
    at = open;
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      const stop = end === -1 ? n : end + 3;
      out += html.slice(at, stop);
      at = stop;
      continue;
    }
    const next = html[at + 1];
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', at);
      const stop = end === -1 ? n : end + 1;
      out += html.slice(at, stop);
      at = stop;
      continue;
    }
    const endTag = next === '/';
    if (!(isLetter(next) || (endTag && isLetter(html[at + 2])))) {
      out += '<';
      at += 1;
      continue;
    }
    // Tag name.
    let i = at + (endTag ? 2 : 1);
    while (i < n && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i += 1;
    const name = html.slice(at + (endTag ? 2 : 1), i).toLowerCase();
    out += html.slice(at, i);
    // Attributes, until the tag's ">".
    while (i < n && html[i] !== '>') {
      const char = html[i]!;
      if (isSpace(char) || char === '/') {
        out += char;
        i += 1;
        continue;
      }
      // An attribute name: everything up to a space, "/", ">" or "=" (a leading "=" belongs to it).
      let end = i + 1;
      while (end < n && !isSpace(html[end]) && html[end] !== '/' && html[end] !== '>' && html[end] !== '=') end += 1;
      const attribute = html.slice(i, end);
      out += (attribute.toLowerCase().startsWith('on') ? PREFIX : '') + attribute;
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
      out += html.slice(i, stop);
      i = stop;
    }
    if (i < n) {
      out += '>';
      i += 1;
    }
    at = i;
    // The text of a raw-text element is not markup: copy it up to its end tag.
    if (!endTag && RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, at);
      const stop = close === -1 ? n : close;
      out += html.slice(at, stop);
      at = stop;
    }
  }
  return out + html.slice(at);
}
