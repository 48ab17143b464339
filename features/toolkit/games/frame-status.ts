/**
 * Whether a game's page answered with an error, told as soon as its frame has loaded, where the browser lets the
 * page know. A frame fires `load` for an error page too, and its HTTP status is the framed document's: readable
 * only when the frame is on the page's own origin (an operator that serves its games under its own address),
 * through the frame's Navigation Timing entry (`responseStatus`). A game page on another origin keeps its status
 * to itself (its entry in the page's Resource Timing says 0, whatever it answered), and asking its address again
 * to learn it is no way either: a launch address often carries a one-time token that a second request spends, and
 * the page's CSP and the game server's CORS may refuse it. There the launch operation's own error and the load
 * time-out are what the overlay has.
 */
export function framedPageStatus(frame: HTMLIFrameElement): number | null {
  try {
    const [entry] = frame.contentWindow?.performance.getEntriesByType('navigation') ?? [];
    const status = entry && 'responseStatus' in entry ? (entry as PerformanceNavigationTiming & { responseStatus: unknown }).responseStatus : null;
    return typeof status === 'number' && status > 0 ? status : null;
  } catch {
    // Another origin's frame: not ours to read.
    return null;
  }
}

/** The frame's page is an HTTP error (4xx, 5xx) that the page could read. */
export function framedPageFailed(frame: HTMLIFrameElement): boolean {
  const status = framedPageStatus(frame);
  return status !== null && status >= 400;
}
