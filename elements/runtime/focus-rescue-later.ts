// The focus rescue (focus-rescue.ts) is a chunk of its own, which no first render loads: focus is lost only once
// the player has acted. A widget fetches it once it has painted, or at the first focus in it, whichever comes
// first; one that did not arrive is asked for again at the next focus.
type FocusRescue = typeof import('./focus-rescue.ts');
let loading: Promise<FocusRescue> | undefined;

function load(): Promise<FocusRescue> {
  loading ??= import('./focus-rescue.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** rescueLostFocus, started once the widget has painted or at its first focus; returns what stops it. */
export function rescueLostFocusLater(shadowRoot: ShadowRoot): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const start = () => {
    if (stop || stopped) return;
    load().then((rescue) => {
      if (!stop && !stopped) stop = rescue.rescueLostFocus(shadowRoot);
    }, () => undefined);
  };
  shadowRoot.addEventListener('focusin', start);
  // After the frame that paints the first render.
  requestAnimationFrame(() => setTimeout(start));
  return () => {
    stopped = true;
    shadowRoot.removeEventListener('focusin', start);
    stop?.();
  };
}
