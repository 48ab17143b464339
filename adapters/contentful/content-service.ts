// A page's content service (`contentService`), added to whatever platform it runs on: the content service is no
// platform's. This module is loaded beside the adapter only when a content service is configured, and it is small:
// the query and its parsers (entries.ts) load on the first call, so a page that shows no bonus never downloads them.
import { type ContentOperations, type Platform, type PlatformContext, PlatformError } from '../contract.ts';

type BonusContentOperation = Required<Pick<ContentOperations, 'getBonusContent'>>;

/** The platform, with the content operation of the configured content service (it replaces any of the platform's). */
export function withContentService(platform: Platform, context: PlatformContext): Platform {
  const service = context.config.contentService;
  if (!service) return platform;
  let loading: Promise<BonusContentOperation> | undefined;
  const load = () => (loading ??= import('./entries.ts').then(
    (module) => module.createContentfulContent(context, service),
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load is asked for again next time
      throw new PlatformError({ area: 'content', code: 'network-error', message: 'The content service module did not load.', cause: error });
    },
  ));
  return Object.assign(platform, {
    getBonusContent: (codes: readonly string[], locale?: string) => load().then((content) => content.getBonusContent(codes, locale)),
  });
}
