import { ApiError } from '../http.ts';
import { type ApiContext, type ApiResponse, ok, queryParam } from './context.ts';
import { DOCUMENTS, documentType } from './documents.ts';
import { invalidField } from './validate.ts';

/**
 * The platform geolocates the caller's IP; the sandbox answers what the control API set.
 * Null plays "IP country not found". The `ipcountry` / `country` query is ignored on purpose:
 * a client cannot choose its own IP country.
 */
export function bootstrap(ctx: ApiContext): ApiResponse {
  return ok({ IpCountry: ctx.state.ipCountry });
}

export function getDocument(ctx: ApiContext): ApiResponse {
  const rawType = queryParam(ctx.query, 'type');
  if (!rawType) throw invalidField('type');
  const type = documentType(rawType);
  if (!type) throw new ApiError(404, 'NotFound', `No published document of type ${rawType}.`);
  const jurisdiction = (queryParam(ctx.query, 'jurisdiction') || 'MGA').toUpperCase();
  const language = queryParam(ctx.query, 'language') || 'en';
  const version = ctx.state.documentVersions[type];
  return ok({
    Version: version,
    Content: ctx.state.documentContent[type] ?? DOCUMENTS[type](version, jurisdiction),
    // Echoed: the sandbox has English texts only, labelled with the language asked for.
    Language: language,
    State: 'Published',
    Jurisdiction: jurisdiction,
  });
}
