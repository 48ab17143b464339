/**
 * Loads a chunk, asking again after 1, 2, 4… at most 32 s while it fails (a dropped connection): the browser keeps
 * no failed module, so the same import fetches anew. It never rejects. For a part a widget shows behind
 * Suspense (an account tab, an opened message): React.lazy keeps a rejection for good, and with no error
 * boundary one lost file would take the whole widget off the page; this way its loading state stays until the
 * file is here. Also a language's catalog (elements/runtime/mount.tsx) and the restored session's follow-up.
 * The element itself does the same for its own chunk (elements/runtime/define-element.ts, in the entry, which cannot
 * import this).
 */
export function retryingImport<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    let failures = 0;
    const attempt = (): void => {
      load().then(resolve, (error: unknown) => {
        console.error('[casino-elements] a part failed to load; asking again', error);
        setTimeout(attempt, 1000 * 2 ** Math.min(failures++, 5));
      });
    };
    attempt();
  });
}
