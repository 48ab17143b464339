// The content elements' rules as data: which capability offers each piece of content, how it is read, and its title.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentName, InfoPage, Platform } from '../../adapters/contract.ts';
import { requireOperation, type CapabilityFlag } from '../../adapters/operations.ts';

/** Every piece of content a content element shows: the license logos, the info pages and the documents. */
export type ContentName = 'license-logos' | InfoPage | DocumentName;

export interface ContentRow {
  /** What the platform must claim to serve it; where it does not, the element renders nothing. */
  readonly capability: CapabilityFlag;
  /** The element's title (the dialog's name in a modal, the region's label inline). */
  readonly title: MessageDescriptor;
  /** Reads it in the language the element shows. */
  read(platform: Platform, locale: string): Promise<string>;
}

export const CONTENT = {
  'license-logos': {
    capability: 'licenseLogos',
    title: msg`Licenses`,
    read: (platform, locale) => requireOperation(platform, 'getLicenseLogos')(locale),
  },
  'about-us': {
    capability: 'infoPages',
    title: msg`About us`,
    read: (platform, locale) => requireOperation(platform, 'getInfoPage')('about-us', locale),
  },
  'bonus-policy': {
    capability: 'infoPages',
    title: msg`Bonus policy`,
    read: (platform, locale) => requireOperation(platform, 'getInfoPage')('bonus-policy', locale),
  },
  privacy: {
    capability: 'documents',
    title: msg`Privacy policy`,
    read: (platform, locale) => requireOperation(platform, 'getDocument')('privacy', locale),
  },
  cookies: {
    capability: 'documents',
    title: msg`Cookie policy`,
    read: (platform, locale) => requireOperation(platform, 'getDocument')('cookies', locale),
  },
  'responsible-gaming': {
    capability: 'documents',
    title: msg`Responsible gaming`,
    read: (platform, locale) => requireOperation(platform, 'getDocument')('responsible-gaming', locale),
  },
} as const satisfies Record<ContentName, ContentRow>;

/** The documents `<casino-document name="…">` shows. */
export const DOCUMENT_NAMES = ['privacy', 'cookies', 'responsible-gaming'] as const satisfies readonly DocumentName[];

/** The document a `name` attribute names (letter case and spaces aside), or null for no known document. */
export function documentName(value: string | null | undefined): DocumentName | null {
  const name = (value ?? '').trim().toLowerCase();
  return (DOCUMENT_NAMES as readonly string[]).includes(name) ? (name as DocumentName) : null;
}

/** The elements that show one piece of content each, by widget name (`<casino-document>` names its document). */
const BY_WIDGET: Readonly<Record<string, ContentName>> = { 'license-logos': 'license-logos', 'about-us': 'about-us', 'bonus-policy': 'bonus-policy' };

/** What a content element shows: its own content, or for `<casino-document>` the document its `name` names (null: none it knows). */
export function contentOf(widget: string, name?: string | null): ContentName | null {
  if (widget === 'document') return documentName(name);
  return Object.hasOwn(BY_WIDGET, widget) ? BY_WIDGET[widget]! : null;
}
