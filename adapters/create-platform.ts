import type {
  Platform,
  PlatformConfigOf,
  PlatformContext,
  PlatformFactory,
  PlatformName,
} from './contract.ts';
import type { PageNeed } from './operations.ts';

/**
 * One loader per platform, each a dynamic import, so a bundler splits every adapter into its own
 * chunk and a page on one platform never downloads the others. `null`: not built yet.
 */
const LOADERS = {
  rest: () => import('./rest/index.ts').then((module) => module.createRestPlatform),
  realtime: () => import('./realtime/index.ts').then((module) => module.createRealtimePlatform),
  skillonnet: () => import('./skillonnet/index.ts').then((module) => module.createSkillOnNetPlatform),
  framework: () => import('./framework/index.ts').then((module) => module.createFrameworkPlatform),
} satisfies { [N in PlatformName]: (() => Promise<PlatformFactory<PlatformConfigOf<N>>>) | null };

function isPlatformName(name: unknown): name is PlatformName {
  return typeof name === 'string' && Object.hasOwn(LOADERS, name);
}

/**
 * Builds the platform the configuration names. Rejects with a plain `Error` (a configuration or
 * build mistake, not a platform answer) when the platform is unknown, not available yet, or its
 * adapter lacks an operation the page needs. `needs`: the capabilities and operations the page's elements use
 * (elements/runtime/page-needs.ts; by default every capability the platform claims); the operations required are derived from them (operations.ts).
 */
export async function createPlatform(context: PlatformContext, needs?: Iterable<PageNeed>): Promise<Platform> {
  // The name comes from an attribute or a host's configure() call: it is not trusted to be typed.
  const name: unknown = context.config.platform;
  if (!isPlatformName(name)) {
    throw new Error(`Unknown platform '${String(name)}'. Use one of: ${Object.keys(LOADERS).join(', ')}.`);
  }
  const load = LOADERS[name];
  if (!load) throw new Error(`The '${name}' platform is not available yet.`);
  // The check comes with the operation tables, fetched beside the adapter (in parallel, not after it).
  // A configured content service (its bonus texts) joins whatever platform is built, its small module fetched beside.
  const [factory, { assertPlatform }, content] = await Promise.all([
    load() as Promise<PlatformFactory>,
    import('./operations.ts'),
    context.config.contentService ? import('./contentful/content-service.ts') : null,
  ]);
  // The name was checked above, so the configuration is this adapter's member of the union.
  const platform = factory(context);
  return assertPlatform(content ? content.withContentService(platform, context) : platform, name, needs);
}

