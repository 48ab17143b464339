import DOMPurify from 'dompurify';
import { renameEventHandlerAttributes } from './event-handler-attributes.ts';
import { withSanitizerPolicy } from './trusted-types.ts';

// A strict profile: text formatting, lists, tables, images and links only. No script, style, forms,
// frames or media that can carry script; no event handlers; links only to http(s), mailto and tel.
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'figcaption',
  'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark', 'ol', 'p', 'pre', 'q',
  's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang', 'dir', 'target', 'rel'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.\.?\/|[^:/?#]+(?:[/?#]|$))/i;
const PROFILE = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: ['style', 'script', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  // What event-handler-attributes.ts renamed a style or script element to: its contents go, as theirs would.
  ADD_FORBID_CONTENTS: ['data-casino-style', 'data-casino-script'],
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      // Links leave the widget: open them safely in a new tab.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Server HTML made safe, as Trusted HTML signed by the `casino-elements` policy where the browser has Trusted
 * Types (so `require-trusted-types-for 'script'` pages work), as text elsewhere. DOMPurify gets our policy,
 * never one of its own (a `dompurify` policy would be refused by `trusted-types casino-elements`).
 */
export function trustedHtml(html: string): TrustedHTML | string {
  return withSanitizerPolicy((policy) => {
    const clean: TrustedHTML | string | null | undefined = policy
      ? getPurifier().sanitize(renameEventHandlerAttributes(html), { ...PROFILE, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy })
      : getPurifier().sanitize(renameEventHandlerAttributes(html), { ...PROFILE, RETURN_TRUSTED_TYPE: false, TRUSTED_TYPES_POLICY: null });
    // Nothing left (a parse with no body): empty, signed like any other output where Trusted Types are required.
    return clean ?? (policy ? policy.createHTML('') : '');
  });
}

/** The sanitized HTML as a string (tests, and callers that only measure it); the parse still goes through the policy. */
export function sanitizeHtml(html: string): string {
  return withSanitizerPolicy((policy) => {
    const clean: string | null | undefined = getPurifier().sanitize(renameEventHandlerAttributes(html), { ...PROFILE, RETURN_TRUSTED_TYPE: false, TRUSTED_TYPES_POLICY: policy });
    return clean ?? '';
  });
}

/**
 * The plain text of server HTML, read from the sanitizer's inert fragment: no HTML sink involved. A text whose
 * parse has no body (one that starts with `<frameset>`) gives no fragment at all: its text is empty.
 */
export function sanitizedText(html: string): string {
  return withSanitizerPolicy((policy) => {
    const fragment = getPurifier().sanitize(renameEventHandlerAttributes(html), { ...PROFILE, RETURN_DOM_FRAGMENT: true, TRUSTED_TYPES_POLICY: policy }) as DocumentFragment | null;
    return fragment?.textContent ?? '';
  });
}
