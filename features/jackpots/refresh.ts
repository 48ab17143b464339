import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `intervalMs` while the element is in view (IntersectionObserver) and its page is
 * shown (document visibility): a jackpot scrolled away or in a background tab asks the platform for nothing.
 * Back in view after longer than the interval, it refreshes at once, then on the interval again.
 */
export function useRefreshWhileVisible(element: Element, intervalMs: number, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    let inView = typeof IntersectionObserver !== 'function';
    let timer: ReturnType<typeof setInterval> | undefined;
    let lastMs = Date.now();
    const tick = () => {
      lastMs = Date.now();
      refreshRef.current();
    };
    const update = () => {
      const active = inView && document.visibilityState !== 'hidden';
      if (active && timer === undefined) {
        if (Date.now() - lastMs >= intervalMs) tick();
        timer = setInterval(tick, intervalMs);
      } else if (!active && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    const observer = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        update();
      })
      : null;
    observer?.observe(element);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      if (timer !== undefined) clearInterval(timer);
    };
  }, [element, intervalMs]);
}
