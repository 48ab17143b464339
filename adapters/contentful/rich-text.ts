// Contentful's Rich Text document (a JSON node tree: `{ nodeType: 'document', data, content: [...] }`, blocks and
// inlines holding `text` nodes with marks) checked into the contract's RichText. Only the node types below survive:
// a type this library does not know (a newer one, an embedded entry it has no view for, anything hostile) is left
// out with what it holds; a hyperlink that is not http(s) or mailto keeps its text and loses its link.
import * as v from 'valibot';
import type { RichText, RichTextBlock, RichTextMark, RichTextNode } from '../contract.ts';

/** One node's own shape; its children are checked one by one as the tree is walked (a bad child is left out, not the text). */
const WireNodeSchema = v.object({
  nodeType: v.string(),
  value: v.optional(v.string()),
  marks: v.optional(v.array(v.object({ type: v.string() }))),
  data: v.optional(v.record(v.string(), v.unknown())),
  content: v.optional(v.array(v.unknown())),
});

/** A node as the service sends it: checked for shape by WireNodeSchema, for meaning in `toNode`. */
type WireNode = v.InferOutput<typeof WireNodeSchema>;

const WireDocumentSchema = v.object({
  nodeType: v.literal('document'),
  data: v.optional(v.record(v.string(), v.unknown())),
  content: v.array(v.unknown()),
});

/** Contentful's block node types with a counterpart here (BLOCKS of @contentful/rich-text-types). */
const BLOCKS = {
  paragraph: 'paragraph',
  'heading-1': 'heading-1',
  'heading-2': 'heading-2',
  'heading-3': 'heading-3',
  'heading-4': 'heading-4',
  'heading-5': 'heading-5',
  'heading-6': 'heading-6',
  'unordered-list': 'unordered-list',
  'ordered-list': 'ordered-list',
  'list-item': 'list-item',
  blockquote: 'blockquote',
} as const satisfies Record<string, RichTextBlock>;

/** Contentful's marks (MARKS of @contentful/rich-text-types); another mark is dropped, its text kept. */
const MARKS = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  code: 'code',
  superscript: 'superscript',
  subscript: 'subscript',
  strikethrough: 'strikethrough',
} as const satisfies Record<string, RichTextMark>;

/** Deeper than any list a bonus text has: what lies below is left out rather than risk the stack. */
const MAX_DEPTH = 24;

/** An asset the answer's `includes.Asset` resolved: its file's address (http or https) and its text alternative. */
export interface ResolvedAsset {
  url: string;
  alt: string;
  contentType: string;
}

/** Where a link or an image may point: an absolute http(s) or mailto address, normalized; null otherwise. */
export function safeHref(address: unknown, schemes: readonly string[] = ['http:', 'https:', 'mailto:']): string | null {
  if (typeof address !== 'string' || address.trim() === '') return null;
  try {
    const url = new URL(address.trim());
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null; // relative or not an address at all
  }
}

function linkedId(data: Record<string, unknown> | undefined): string | null {
  const target = data?.target as { sys?: { type?: unknown; id?: unknown } } | undefined;
  return target?.sys?.type === 'Link' && typeof target.sys.id === 'string' ? target.sys.id : null;
}

function toNodes(nodes: readonly unknown[] | undefined, assets: ReadonlyMap<string, ResolvedAsset>, depth: number): RichTextNode[] {
  if (!nodes || depth > MAX_DEPTH) return [];
  return nodes.flatMap((node) => {
    const parsed = v.safeParse(WireNodeSchema, node);
    return parsed.success ? toNode(parsed.output, assets, depth) : [];
  });
}

function toNode(node: WireNode, assets: ReadonlyMap<string, ResolvedAsset>, depth: number): RichTextNode[] {
  const inner = () => toNodes(node.content, assets, depth + 1);
  const type = node.nodeType;
  if (type === 'text') {
    if (!node.value) return [];
    const marks = (node.marks ?? []).flatMap((mark) => (Object.hasOwn(MARKS, mark.type) ? [MARKS[mark.type as keyof typeof MARKS]] : []));
    return [{ kind: 'text', value: node.value, marks }];
  }
  if (Object.hasOwn(BLOCKS, type)) return [{ kind: BLOCKS[type as keyof typeof BLOCKS], content: inner() }];
  if (type === 'hr') return [{ kind: 'hr' }];
  if (type === 'hyperlink') {
    const href = safeHref(node.data?.uri);
    return href ? [{ kind: 'link', href, content: inner() }] : inner();
  }
  if (type === 'asset-hyperlink') {
    const asset = assets.get(linkedId(node.data) ?? '');
    return asset ? [{ kind: 'link', href: asset.url, content: inner() }] : inner();
  }
  if (type === 'entry-hyperlink') return inner(); // no address for another entry here: its words stay
  if (type === 'embedded-asset-block') {
    const asset = assets.get(linkedId(node.data) ?? '');
    return asset && asset.contentType.startsWith('image/') ? [{ kind: 'image', src: asset.url, alt: asset.alt }] : [];
  }
  // embedded-entry-block, embedded-entry-inline, tables, and any type this library does not know: left out.
  return [];
}

/** The service's rich-text document as the contract's RichText; null when it is no document. */
export function toRichText(value: unknown, assets: ReadonlyMap<string, ResolvedAsset>): RichText | null {
  const parsed = v.safeParse(WireDocumentSchema, value);
  if (!parsed.success) return null;
  return { content: toNodes(parsed.output.content, assets, 0) };
}
