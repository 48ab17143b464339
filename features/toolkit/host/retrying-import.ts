/**
 * Loads a chunk, asking again after 1, 2, 4… at most 32 s while it fails (a dropped connection): the browser keeps
 * no failed module, so the same import fetches anew. It never rejects. For a part a widget shows behind
 * Suspense (an account tab, an opened message): React.lazy keeps a rejection for good, and with no error
 * boundary one lost file would take the whole widget off the page; this way its loading state stays until the
 * file is here. Also a language's catalog (elements/runtime/mount.tsx), the restored session's follow-up, and a
 * signed-in player's services with the platform they run on (elements/runtime/session-start.ts, session-services.ts).
 * `wanted`, asked before each try, ends the tries once it says no (the session the part was for has ended): the
 * promise then resolves to undefined. The one retry loop of the library's files; the element's own chunk, which
 * gives up after three tries and shows why, is elements/runtime/define-element.ts.
 */
export function retryingImport<T>(load: () => Promise<T>): Promise<T>;
export function retryingImport<T>(load: () => Promise<T>, wanted: () => boolean): Promise<T | undefined>;
export function retryingImport<T>(load: () => Promise<T>, wanted: () => boolean = () => true): Promise<T | undefined> {
  return new Promise((resolve) => {
    let failures = 0;
    const attempt = (): void => {
      if (!wanted()) return resolve(undefined);
      load().then(resolve, (error: unknown) => {
        console.error('[casino-elements] a part failed to load; asking again', error);
        setTimeout(attempt, 1000 * 2 ** Math.min(failures++, 5));
      });
    };
    attempt();
  });
}

/**
 * Loads a part a widget waits for with a failure notice to show: asked `tries` times, 1 s then 2 s… apart, then it
 * rejects with the last error (a dropped connection, a file a deploy removed), and the widget offers Try again.
 */
export function importWithTries<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  let failures = 0;
  const attempt = (): Promise<T> => load().catch((error: unknown) => {
    if (++failures >= tries) throw error;
    return new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (failures - 1))).then(attempt);
  });
  return attempt();
}
