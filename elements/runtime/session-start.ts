// A signed-in player's services (display pages, reality checks) live in a chunk loaded once a session exists.
// The platform's adapter starts loading at the same moment: a signed-in page's widgets read the player at
// once (the services start those reads, Registry.earlyReads), and would otherwise ask for the adapter only
// after their first render. Evaluated right after the page's <casino-platform> is read (elements/index.ts) and
// before any widget's tag is defined, so these two files are asked for ahead of the widgets' chunks: the
// reads they start are what a signed-in page's widgets wait for longest.
import { subscribe } from './registry.ts';
import { collectPageNeeds, getPlatform, registry } from './platform-access.ts';
import { pageNeeds } from './page-needs.ts';
import { retryingImport } from '../../features/toolkit/host/retrying-import.ts';

// The page's tags are parsed before its module script runs: the platform built below (at once for a signed-in
// page) is held to what they use, and fetches the adapter's areas their first reads call beside the adapter's own
// chunk (adapters/create-platform.ts), not after it.
collectPageNeeds(() => pageNeeds(document));

// The services' chunk first: the first reads wait for it and for the adapter, and over HTTP/1.1 (six connections a
// page) the one asked for last waits for a connection (the adapter's first-read areas are asked for with it). A
// chunk that does not arrive (a dropped connection) is asked for again while there is a session: without it, no
// reality check would come.
const sessionServices = (): unknown => registry.session && void (
  retryingImport(() => import('./session-services.ts'), () => Boolean(registry.session)).then((services) => services?.startSessionServices()),
  getPlatform().catch(() => undefined)
);
subscribe(registry, (change) => change === 'session' && sessionServices());
if (typeof document !== 'undefined') sessionServices();
