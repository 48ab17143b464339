// The SkillOnNet service (shared/reference/realtime-and-providers.md §2): plain GETs on the configured `service-url`,
// each named by its skin, through the one HTTP client and so the one call policy (a time-out, reads retried after
// a transient failure, honouring Retry-After). Its answers are checked with valibot; an answer of another shape,
// a body that is not JSON or a refusal is the operation area's unknown-error, no answer its network-error.
import * as v from 'valibot';
import type { OperationName, SkillOnNetPlatformConfig } from '../contract.ts';
import { networkError, shapeMismatch, unknownError } from '../errors.ts';
import { type HttpClient, createHttpClient } from '../http-client.ts';
import { OPERATION_AREAS } from '../operations.ts';

/** What every SkillOnNet operation gets: the configuration, read at call time (the locale applies live), and the client. */
export interface SkillOnNetContext {
  readonly config: () => SkillOnNetPlatformConfig;
  readonly service: SkillOnNetService;
}

export interface SkillOnNetService {
  /** The service's address, as configured and resolved against the page. */
  readonly baseUrl: string;
  /** GET `path` with the query; the JSON answer checked against the schema. */
  json<const TSchema extends v.GenericSchema>(operation: OperationName, path: string, query: Readonly<Record<string, string | number | undefined>>, schema: TSchema): Promise<v.InferOutput<TSchema>>;
}

/** The service's base: absolute, or resolved against the page; a configuration without one is a mistake, said at once. */
export function resolveServiceUrl(serviceUrl: string | undefined, pageUrl: string | undefined = globalThis.location?.href): string {
  if (!serviceUrl?.trim()) throw new Error("The 'skillonnet' platform needs a serviceUrl (the service-url attribute, for example https://service.safe-communication.com).");
  const url = new URL(serviceUrl.trim(), pageUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The 'skillonnet' platform's serviceUrl must be an http(s) address, got '${serviceUrl}'.`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The configured skin; without one the service cannot answer, so it is said at once. */
export function skinOf(config: SkillOnNetPlatformConfig): string {
  const skin = config.skin?.trim();
  if (!skin) throw new Error("The 'skillonnet' platform needs a skin (the skin attribute, for example TestCasino).");
  return skin;
}

export function createSkillOnNetService(config: () => SkillOnNetPlatformConfig): SkillOnNetService {
  const baseUrl = resolveServiceUrl(config().serviceUrl);
  const http: HttpClient = createHttpClient(baseUrl);
  return {
    baseUrl,
    async json(operation, path, query, schema) {
      const area = OPERATION_AREAS[operation];
      const outcome = await http.call(operation, config(), { method: 'GET', path, query });
      if (outcome.kind === 'no-answer') {
        throw networkError(area, outcome.error, outcome.timedOut ? `GET ${path}: no answer in time.` : `GET ${path}: no answer.`);
      }
      if (outcome.status < 200 || outcome.status >= 300) {
        throw unknownError(area, { status: outcome.status, message: `GET ${path} answered ${outcome.status}.` });
      }
      let body: unknown;
      try {
        body = JSON.parse(outcome.text);
      } catch (error) {
        throw unknownError(area, { status: outcome.status, message: `GET ${path}: the answer is not JSON.`, cause: error });
      }
      const result = v.safeParse(schema, body);
      if (!result.success) throw unknownError(area, { status: outcome.status, message: `GET ${path}: an answer of another shape${shapeMismatch(result.issues)}.` });
      return result.output;
    },
  };
}
