import type { DocumentName } from '../contract.ts';
import { unknownError } from '../errors.ts';
import { DocumentAnswer } from './content.ts';
import type { RestContext } from './context.ts';
import { PROVIDER_JURISDICTIONS } from './mappings.ts';

// The published documents of <casino-document>: an area of its own (adapters/rest/index.ts), which the pages without
// that element never load.

/** The platform's document type of each document of `<casino-document name="…">` (rest-platform.md: GetDocument's types). */
export const DOCUMENT_TYPES = {
  privacy: 'PrivacyPolicy',
  cookies: 'CookiePolicy',
  // The platform's responsible-gaming text is the one it publishes beside the PGSI self-test.
  'responsible-gaming': 'PGSI',
} as const satisfies Record<DocumentName, string>;

/** A published document in the language asked for (the page's, unless the element has its own); empty when none is published. */
export async function getDocument(rest: RestContext, name: DocumentName, locale = rest.context.config.locale): Promise<string> {
  if (!Object.hasOwn(DOCUMENT_TYPES, name)) throw unknownError('content', { message: `No document '${String(name)}'.` });
  const document = await rest.http.json(
    {
      method: 'GET',
      operation: 'getDocument',
      path: '/content/getdocument',
      query: { type: DOCUMENT_TYPES[name], jurisdiction: PROVIDER_JURISDICTIONS[rest.context.config.jurisdiction], language: locale },
    },
    DocumentAnswer,
  );
  return document.Content ?? '';
}
