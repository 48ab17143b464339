import { expect } from '@esm-bundle/chai';
import { place, resetAll, signInWith, until } from './support/page.ts';

// What outlives an element on the page: the registry's listeners, listeners on window, document and other
// page-level targets (media queries, broadcast channels), and running intervals. Mounting and removing an
// element must leave each as it was, however often it happens (npm run bench, "Memory", measures the heap).

const TAGS = ['casino-signin', 'casino-signup', 'casino-forgot-password', 'casino-reset-password', 'casino-activation', 'casino-terms', 'casino-message', 'casino-account', 'casino-subscriptions', 'casino-unsubscribe', 'casino-bonus-selector', 'casino-get-started'];
const CYCLES = 3;

type Listener = EventListenerOrEventListenerObject;

/** Counts the listeners on targets other than nodes inside an element, and the intervals, while installed. */
function watchPageLevel() {
  const live = new Map<EventTarget, Set<string>>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (listener: Listener) => {
    if (!ids.has(listener)) ids.set(listener, (nextId += 1));
    return ids.get(listener);
  };
  const capture = (options?: boolean | AddEventListenerOptions | EventListenerOptions) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  const keyOf = (type: string, listener: Listener, options?: boolean | EventListenerOptions) => `${type} ${idOf(listener)} ${capture(options)}`;
  const pageLevel = (target: EventTarget) => target === window || target === document || target === document.documentElement || target === document.body || !(target instanceof Node);
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function (this: EventTarget, type: string, listener: Listener | null, options?: boolean | AddEventListenerOptions) {
    if (listener && pageLevel(this) && !(typeof options === 'object' && options.once)) {
      let keys = live.get(this);
      if (!keys) live.set(this, (keys = new Set()));
      keys.add(keyOf(type, listener, options));
      const signal = typeof options === 'object' ? options.signal : undefined;
      signal?.addEventListener('abort', () => live.get(this)?.delete(keyOf(type, listener, options)), { once: true });
    }
    return add.call(this, type, listener, options);
  };
  proto.removeEventListener = function (this: EventTarget, type: string, listener: Listener | null, options?: boolean | EventListenerOptions) {
    if (listener) live.get(this)?.delete(keyOf(type, listener, options));
    return remove.call(this, type, listener, options);
  };
  const intervals = new Set<number>();
  const setInterval = window.setInterval;
  const clearInterval = window.clearInterval;
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
    const id = setInterval(handler, timeout, ...rest);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clearInterval(id);
  }) as typeof window.clearInterval;
  return {
    counts() {
      const registry = (globalThis as typeof globalThis & Record<symbol, { listeners: Set<unknown> }>)[Symbol.for('casino-elements')]!;
      let listeners = 0;
      for (const keys of live.values()) listeners += keys.size;
      return { registryListeners: registry.listeners.size, pageListeners: listeners, intervals: intervals.size };
    },
    uninstall() {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
      window.setInterval = setInterval;
      window.clearInterval = clearInterval;
    },
  };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Mounts `tag`, waits for its ready event (or a while: some show nothing to some players), removes it. */
async function cycle(tag: string, wait: number, settle = 0): Promise<void> {
  const element = document.createElement(tag);
  const ready = new Promise((resolve) => {
    element.addEventListener('casino-ready', resolve, { once: true });
    setTimeout(resolve, wait);
  });
  document.body.append(element);
  await ready;
  if (settle) await new Promise((resolve) => setTimeout(resolve, settle));
  await frame();
  element.remove();
  await frame();
}

async function mountEachRepeatedly(watch: ReturnType<typeof watchPageLevel>) {
  // Once first: what a page sets up with its first widget of a kind (chunks, the store, a catalog) is no growth.
  // Each stays a moment after it is ready, so that what it reads once a page (the sign-up's geo country) lands and
  // what that sets up once a page (the drafts' flush when the page is left) is counted before, not as growth.
  for (const tag of TAGS) await cycle(tag, 3000, 500);
  const before = watch.counts();
  for (let round = 0; round < CYCLES; round += 1) for (const tag of TAGS) await cycle(tag, 300);
  return { before, after: watch.counts() };
}

describe('mounting and removing elements', () => {
  let watch: ReturnType<typeof watchPageLevel> | null = null;
  beforeEach(resetAll);
  afterEach(() => {
    watch?.uninstall();
    watch = null;
  });

  it('leaves registry listeners, page-level listeners and intervals as they were, for a visitor', async function () {
    this.timeout(90_000);
    watch = watchPageLevel();
    const { before, after } = await mountEachRepeatedly(watch);
    expect(after).to.deep.equal(before);
  });

  it('leaves them as they were for a signed-in player', async function () {
    this.timeout(90_000);
    watch = watchPageLevel();
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    signin.remove();
    window.casino.close();
    await until(() => !document.querySelector('casino-modal'), 'the welcome message closed');
    const { before, after } = await mountEachRepeatedly(watch);
    expect(after).to.deep.equal(before);
  });
});
