// The content service as Contentful's Content Delivery API answers (spec 002 §7.4: "a content management service is
// queried for entries such as bonus content"), under /cms on the sandbox origin, so a page configures
// `contentService: { url: '/cms', space: 'sandbox-space', accessToken: 'sandbox-delivery-token' }`:
//   GET /cms/spaces/{space}/environments/{environment}/entries?content_type=bonus&locale=sv-SE&fields.code[in]=A,B&include=1
// with `Authorization: Bearer {token}` (or `access_token` in the query). Errors in Contentful's shape:
// `{ sys: { type: 'Error', id }, message, requestId }`. Faults apply by path as everywhere (docs/sandbox.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import {
  CMS_ASSETS, CMS_DEFAULT_LOCALE, CMS_DELIVERY_TOKEN, CMS_ENTRIES, CMS_ENVIRONMENT, CMS_LOCALES, CMS_SPACE, type CmsAsset, type CmsEntry,
} from './entries.ts';

export const CMS_PREFIX = '/cms';

let requestCounter = 0;

function fail(res: ServerResponse, status: number, id: string, message: string): void {
  sendJson(res, status, { sys: { type: 'Error', id }, message, requestId: `sandbox-${++requestCounter}` });
}

/** A field in a locale, else in the default locale (the space's fallback chain). */
function localized(field: Record<string, unknown> | undefined, locale: string): unknown {
  if (!field) return undefined;
  return Object.hasOwn(field, locale) ? field[locale] : field[CMS_DEFAULT_LOCALE];
}

function entryIn(entry: CmsEntry, locale: string): { sys: Record<string, unknown>; fields: Record<string, unknown> } {
  const fields: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(entry.fields)) {
    const value = localized(values, locale);
    if (value !== undefined) fields[name] = value;
  }
  return {
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: CMS_SPACE } },
      environment: { sys: { id: CMS_ENVIRONMENT, type: 'Link', linkType: 'Environment' } },
      id: entry.id,
      type: 'Entry',
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
      revision: 3,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: entry.contentType } },
      locale,
    },
    fields,
  };
}

function assetIn(asset: CmsAsset, locale: string, host: string): Record<string, unknown> {
  const file = asset.path.split('/').pop() ?? '';
  return {
    sys: { id: asset.id, type: 'Asset', revision: 1, locale },
    fields: {
      title: localized(asset.title, locale),
      file: { url: `//${host}${asset.path}`, fileName: file, contentType: asset.contentType, details: { size: 1024, image: { width: 128, height: 128 } } },
    },
  };
}

/** The asset ids an entry's fields link to, its rich text's embedded assets included. */
function linkedAssets(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) linkedAssets(item, found);
  else if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
    if (sys?.type === 'Link' && sys.linkType === 'Asset' && typeof sys.id === 'string') found.add(sys.id);
    for (const item of Object.values(value)) linkedAssets(item, found);
  }
  return found;
}

function bearer(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.authorization;
  if (typeof header === 'string' && /^Bearer /i.test(header)) return header.slice(7).trim();
  return url.searchParams.get('access_token');
}

export function handleCms(req: IncomingMessage, res: ServerResponse, url: URL): void {
  const match = /^\/cms\/spaces\/([^/]+)\/environments\/([^/]+)\/entries\/?$/.exec(url.pathname);
  if (req.method !== 'GET' || !match) return fail(res, 404, 'NotFound', 'The resource could not be found.');
  if (bearer(req, url) !== CMS_DELIVERY_TOKEN) {
    return fail(res, 401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
  }
  if (decodeURIComponent(match[1]!) !== CMS_SPACE || decodeURIComponent(match[2]!) !== CMS_ENVIRONMENT) {
    return fail(res, 404, 'NotFound', 'The resource could not be found.');
  }
  const query = url.searchParams;
  const locale = query.get('locale') ?? CMS_DEFAULT_LOCALE;
  if (!CMS_LOCALES.includes(locale)) return fail(res, 400, 'BadRequest', `Unknown locale: ${locale}`);
  const contentType = query.get('content_type');
  const fieldFilters = [...query.keys()].filter((key) => key.startsWith('fields.'));
  if (fieldFilters.length > 0 && !contentType) {
    return fail(res, 400, 'InvalidQuery', 'A content type needs to be provided in the query to search on fields.');
  }
  const limit = Number(query.get('limit') ?? 100);
  const skip = Number(query.get('skip') ?? 0);
  const include = Number(query.get('include') ?? 1);
  if (!Number.isInteger(limit) || limit < 0 || limit > 1000 || !Number.isInteger(skip) || skip < 0 || !Number.isInteger(include) || include < 0 || include > 10) {
    return fail(res, 400, 'InvalidQuery', 'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.');
  }

  let entries = CMS_ENTRIES.filter((entry) => !contentType || entry.contentType === contentType);
  for (const key of fieldFilters) {
    const filter = /^fields\.([A-Za-z0-9_]+)(?:\[(in)\])?$/.exec(key);
    if (!filter) return fail(res, 400, 'InvalidQuery', `The query you sent was invalid: ${key} is not supported here.`);
    const wanted = filter[2] === 'in' ? (query.get(key) ?? '').split(',') : [query.get(key) ?? ''];
    entries = entries.filter((entry) => wanted.includes(String(localized(entry.fields[filter[1]!], locale))));
  }
  const page = entries.slice(skip, skip + limit).map((entry) => entryIn(entry, locale));
  const assetIds = include > 0 ? linkedAssets(page.map((entry) => entry.fields), new Set()) : new Set<string>();
  const host = req.headers.host ?? 'localhost';
  const assets = CMS_ASSETS.filter((asset) => assetIds.has(asset.id)).map((asset) => assetIn(asset, locale, host));
  sendJson(res, 200, {
    sys: { type: 'Array' },
    total: entries.length,
    skip,
    limit,
    items: page,
    ...(assets.length > 0 ? { includes: { Asset: assets } } : {}),
  });
}
