import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A node of a rich-text tree (the contract's RichText: `kind` and what the kind holds). Typed loosely on purpose: the
 * renderer draws the kinds it knows and nothing of any other, whoever built the tree.
 */
export interface RichTextNodeView {
  readonly kind: string;
  readonly value?: string;
  readonly marks?: readonly string[];
  readonly href?: string;
  readonly src?: string;
  readonly alt?: string;
  readonly content?: readonly RichTextNodeView[];
}

/** The element of each block; headings sit below the heading of what shows them (`headingLevel`). */
const BLOCK_TAGS = {
  paragraph: 'p',
  'heading-1': 1,
  'heading-2': 2,
  'heading-3': 3,
  'heading-4': 4,
  'heading-5': 5,
  'heading-6': 6,
  'unordered-list': 'ul',
  'ordered-list': 'ol',
  'list-item': 'li',
  blockquote: 'blockquote',
} as const satisfies Record<string, string | number>;

const MARK_TAGS = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  code: 'code',
  superscript: 'sup',
  subscript: 'sub',
  strikethrough: 's',
} as const satisfies Record<string, string>;

/** Only an absolute http(s) or mailto address is a link; only http(s) an image (the adapter checked; this holds it). */
export function allowedAddress(address: string, schemes: readonly string[] = ['http:', 'https:', 'mailto:']): boolean {
  try {
    return schemes.includes(new URL(address).protocol);
  } catch {
    return false;
  }
}

function renderNodes(nodes: readonly RichTextNodeView[] | undefined, headingLevel: number): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, headingLevel));
}

function renderNode(node: RichTextNodeView, key: number, headingLevel: number): ReactNode {
  switch (node.kind) {
    case 'text': {
      // The value is a string child: React escapes it, so nothing in it is markup.
      const styled = (node.marks ?? []).reduceRight<ReactNode>(
        (inner, mark) => (Object.hasOwn(MARK_TAGS, mark) ? createElement(MARK_TAGS[mark as keyof typeof MARK_TAGS], null, inner) : inner),
        node.value ?? '',
      );
      return <Fragment key={key}>{styled}</Fragment>;
    }
    case 'hr':
      return <hr key={key} />;
    case 'link':
      return node.href && allowedAddress(node.href)
        ? <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">{renderNodes(node.content, headingLevel)}</a>
        : <span key={key}>{renderNodes(node.content, headingLevel)}</span>;
    case 'image':
      return node.src && allowedAddress(node.src, ['http:', 'https:']) ? <img key={key} src={node.src} alt={node.alt ?? ''} loading="lazy" /> : null;
    default: {
      if (!Object.hasOwn(BLOCK_TAGS, node.kind)) return null; // a kind this renderer does not know: nothing
      const tag = BLOCK_TAGS[node.kind as keyof typeof BLOCK_TAGS];
      const element = typeof tag === 'number' ? `h${Math.min(6, tag + headingLevel)}` : tag;
      return createElement(element, { key }, ...renderNodes(node.content, headingLevel));
    }
  }
}

export interface RichTextViewProps {
  /** The document's top-level nodes. */
  document: { readonly content: readonly RichTextNodeView[] };
  /** The heading level of what shows the text: its heading-1 becomes the next level down. Default 3. */
  headingLevel?: number;
  className?: string;
}

/**
 * Rich text from a content service as React elements, one per node: no HTML string is ever made, so there is
 * nothing to sanitize. Links open in a new tab (rel noopener noreferrer) and only to http(s) or mailto addresses;
 * a node of a kind it does not know renders nothing.
 */
export function RichTextView({ document, headingLevel = 3, className }: RichTextViewProps) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{renderNodes(document.content, headingLevel)}</div>;
}
