// The content service for bonus texts (spec 002 §7.4): Contentful's Content Delivery API, beside whatever platform
// the page runs on. One query per set of codes and language:
//   GET {url}/spaces/{space}/environments/{environment}/entries?content_type=bonus&locale=sv-SE&fields.code[in]=A,B
//   Authorization: Bearer {accessToken}
// answered `{ sys: { type: 'Array' }, total, skip, limit, items: [{ sys, fields }], includes: { Asset: [...] } }`.
// Over the library's one HTTP client and call policy (a time-out, reads retried); every failure a PlatformError of
// the content area, which the widgets take as "no entries" and show the backend's own texts.
import * as v from 'valibot';
import { type BonusContent, type ContentOperations, type ContentServiceConfig, type PlatformContext } from '../contract.ts';
import { guard, networkError, unknownError } from '../errors.ts';
import { type HttpClient, createHttpClient } from '../http-client.ts';
import { type ResolvedAsset, safeHref, toRichText } from './rich-text.ts';

/** The space's locale for each language of the library (Contentful's codes are language-REGION). */
export const CONTENTFUL_LOCALES: Readonly<Record<string, string>> = {
  en: 'en-US',
  'en-US': 'en-US',
  sv: 'sv-SE',
  fi: 'fi-FI',
  nb: 'nb-NO',
  'pl-PL': 'pl-PL',
  'th-TH': 'th-TH',
  'es-ES': 'es-ES',
};

/** What a language with no locale in the space asks for: the space's default locale as Contentful creates it. */
export const FALLBACK_LOCALE = 'en-US';

/** The space's locale for a language: the operator's table, then ours, by the whole tag and then by its language. */
export function contentfulLocale(locale: string, overrides: Readonly<Record<string, string>> = {}): string {
  const language = locale.split('-')[0] ?? locale;
  for (const key of [locale, language]) {
    if (Object.hasOwn(overrides, key)) return overrides[key]!;
    if (Object.hasOwn(CONTENTFUL_LOCALES, key)) return CONTENTFUL_LOCALES[key]!;
  }
  return FALLBACK_LOCALE;
}

const Sys = v.object({ id: v.string(), type: v.string() });

const EntriesAnswer = v.object({
  sys: v.object({ type: v.literal('Array') }),
  total: v.number(),
  skip: v.number(),
  limit: v.number(),
  items: v.array(v.unknown()),
  includes: v.optional(v.object({ Asset: v.optional(v.array(v.unknown())) })),
});

const BonusEntry = v.object({
  sys: v.object({ ...Sys.entries, type: v.literal('Entry') }),
  fields: v.object({
    code: v.pipe(v.string(), v.trim(), v.minLength(1)),
    title: v.pipe(v.string(), v.trim(), v.minLength(1)),
    description: v.optional(v.unknown()),
    image: v.optional(v.object({ sys: v.object({ type: v.literal('Link'), linkType: v.literal('Asset'), id: v.string() }) })),
  }),
});

const Asset = v.object({
  sys: v.object({ ...Sys.entries, type: v.literal('Asset') }),
  fields: v.object({
    title: v.optional(v.string()),
    description: v.optional(v.string()),
    file: v.optional(v.object({ url: v.string(), contentType: v.optional(v.string()) })),
  }),
});

/** The answer's assets by id, their files made absolute (Contentful gives `//images.ctfassets.net/…`) and http(s) only. */
function resolveAssets(rows: readonly unknown[] | undefined, base: string): Map<string, ResolvedAsset> {
  const assets = new Map<string, ResolvedAsset>();
  for (const row of rows ?? []) {
    const parsed = v.safeParse(Asset, row);
    if (!parsed.success || !parsed.output.fields.file) continue;
    const { file, title, description } = parsed.output.fields;
    let absolute: string;
    try {
      absolute = new URL(file.url, base).href;
    } catch {
      continue;
    }
    const url = safeHref(absolute, ['http:', 'https:']);
    if (url) assets.set(parsed.output.sys.id, { url, alt: description ?? title ?? '', contentType: file.contentType ?? '' });
  }
  return assets;
}

/** An entries answer as the bonus texts it holds: an entry that is not a bonus entry is skipped, not the answer. */
export function parseBonusEntries(answer: unknown, base: string): BonusContent[] {
  const parsed = v.safeParse(EntriesAnswer, answer);
  if (!parsed.success) throw unknownError('content', { message: 'The content service answered no entries collection.', cause: parsed.issues });
  const assets = resolveAssets(parsed.output.includes?.Asset, base);
  const seen = new Set<string>();
  return parsed.output.items.flatMap((item): BonusContent[] => {
    const entry = v.safeParse(BonusEntry, item);
    if (!entry.success || seen.has(entry.output.fields.code)) return [];
    const { code, title, description, image } = entry.output.fields;
    seen.add(code);
    const picture = image ? assets.get(image.sys.id) : undefined;
    return [{
      code,
      title,
      description: description === undefined ? null : toRichText(description, assets),
      ...(picture && picture.contentType.startsWith('image/') ? { image: { url: picture.url, alt: picture.alt } } : {}),
    }];
  });
}

/** The codes one query may name: `[in]` takes a comma-separated list, so a code with a comma cannot be asked for. */
function askable(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => code.trim()).filter((code) => code !== '' && !code.includes(',')))].sort();
}

/** The content operation of a page with a content service: its bonus texts. */
export function createContentfulContent(context: PlatformContext, service: ContentServiceConfig): Required<Pick<ContentOperations, 'getBonusContent'>> {
  let client: HttpClient | undefined;
  // Resolved on the first call (a relative address against the page), so a mistake is that call's error.
  const connect = (): HttpClient => {
    if (client) return client;
    let base: string;
    try {
      base = new URL(service.url, globalThis.location?.href).href.replace(/\/+$/, '');
    } catch (error) {
      throw unknownError('content', { message: `The content service's url '${service.url}' is not a URL.`, cause: error });
    }
    return (client = createHttpClient(base));
  };
  const path = `/spaces/${encodeURIComponent(service.space)}/environments/${encodeURIComponent(service.environment ?? 'master')}/entries`;

  return {
    getBonusContent: guard('getBonusContent', async (codes: readonly string[], locale = context.config.locale) => {
      const wanted = askable(codes);
      if (wanted.length === 0) return [];
      const http = connect();
      const outcome = await http.call('getBonusContent', context.config, {
        method: 'GET',
        path,
        query: {
          content_type: service.bonusContentType ?? 'bonus',
          locale: contentfulLocale(locale, service.locales),
          'fields.code[in]': wanted.join(','),
          include: 1,
          limit: Math.min(wanted.length, 1000),
        },
        headers: { Authorization: `Bearer ${service.accessToken}` },
      });
      if (outcome.kind === 'no-answer') throw networkError('content', outcome.error, 'The content service did not answer.');
      if (outcome.status < 200 || outcome.status >= 300) {
        throw unknownError('content', { message: `The content service answered ${outcome.status}.` });
      }
      let answer: unknown;
      try {
        answer = JSON.parse(outcome.text);
      } catch (error) {
        throw unknownError('content', { message: 'The content service answered no JSON.', cause: error });
      }
      const wantedSet = new Set(wanted);
      return parseBonusEntries(answer, http.baseURL).filter((content) => wantedSet.has(content.code));
    }),
  };
}
