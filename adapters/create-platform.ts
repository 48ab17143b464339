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

/** An area of an adapter (a chunk its operations load at their first call) that a page's first reads call. */
export interface FirstReadArea {
  /** Who its reads are for: a signed-in player, or a visitor (a widget for visitors reads nothing once signed in). */
  readonly for: 'player' | 'visitor';
  /** The area's module: the same one the adapter's area loader imports, so the browser keeps one instance. */
  readonly load: () => Promise<unknown>;
}

/**
 * By platform and by what a page needs (elements/runtime/page-needs.ts), the areas its widgets' first reads call
 * (FIRST_READ_AREA_READS in adapters/first-reads.ts, held to this table and to the adapter by
 * tests/unit/adapters/first-read-areas.test.ts): fetched beside the adapter's chunk, not a round trip later,
 * once that chunk has arrived and run and a read asks for its area. The pages whose first render waits for its
 * reads (the deposit, the account, the sign-up): each row is bytes in the entry script, which every page loads.
 */
export const FIRST_READ_AREAS: { readonly [N in PlatformName]?: Partial<Record<PageNeed, FirstReadArea>> } = {
  rest: {
    cashier: { for: 'player', load: () => import('./rest/payment-gate.ts') },
    inbox: { for: 'player', load: () => import('./rest/inbox.ts') },
    limits: { for: 'player', load: () => import('./rest/payment-gate.ts') },
    signUp: { for: 'visitor', load: () => import('./rest/reference-data.ts') },
  },
};

/** Starts the areas the page's first reads call; one that does not arrive is asked for again at its first call. */
function startFirstReadAreas(name: PlatformName, context: PlatformContext, needs: readonly PageNeed[]): void {
  const areas = FIRST_READ_AREAS[name];
  if (!areas) return;
  const reader = context.session.get() ? 'player' : 'visitor';
  const loads = new Set(needs.map((need) => (Object.hasOwn(areas, need) ? areas[need] : undefined)).filter((area) => area?.for === reader).map((area) => area!.load));
  for (const load of loads) void load().catch(() => undefined);
}

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
  // Read once: the needs may come as a generator.
  const needed = needs === undefined ? undefined : [...needs];
  if (needed) startFirstReadAreas(name, context, needed);
  // The check comes with the operation tables, fetched beside the adapter (in parallel, not after it).
  // A configured content service (its bonus texts) joins whatever platform is built, its small module fetched beside.
  const [factory, { assertPlatform }, content] = await Promise.all([
    load() as Promise<PlatformFactory>,
    import('./operations.ts'),
    context.config.contentService ? import('./contentful/content-service.ts') : null,
  ]);
  // The name was checked above, so the configuration is this adapter's member of the union.
  const platform = factory(context);
  return assertPlatform(content ? content.withContentService(platform, context) : platform, name, needed);
}

