/**
 * Where focus goes when the control that had it leaves the page: a limit's Remove button once the limit is
 * removed, a notice's Dismiss button, the file picker's button once a file is chosen. The browser leaves focus
 * on the page's body: a screen reader then speaks of the page, not of where the player was, and nothing on
 * screen shows where Tab goes on. Focus moves instead to what Tab would have reached from the control's place:
 * the first tabbable element after the last one before it that is still there (the widget's first, when none
 * is; its frame, when nothing in it is left to tab to). A screen reader names it, and Tab goes on from it.
 *
 * Only for focus that came from the keyboard (the control showed its focus ring): a player who tapped or
 * clicked is not moved about, and a phone opens no keyboard over what they just did. Nothing moves when focus
 * went anywhere else meanwhile (a dialog that closed gave it back to its opener), or when the whole widget
 * left the page.
 */
export function rescueLostFocus(shadowRoot: ShadowRoot): () => void {
  // Read on the way in: by the time focus leaves, the control no longer matches :focus-visible. Started at a focus
  // (focus-rescue-later.ts), it reads the control focused now.
  let fromKeyboard = shadowRoot.activeElement instanceof HTMLElement && shadowRoot.activeElement.matches(':focus-visible');
  const onFocusIn = (event: Event) => {
    fromKeyboard = event.target instanceof HTMLElement && event.target.matches(':focus-visible');
  };
  const onFocusOut = (event: Event) => {
    // Focus that moved to another element says where it went; only a move to nothing can be a loss.
    if ((event as FocusEvent).relatedTarget || !fromKeyboard) return;
    const lost = event.target;
    if (!(lost instanceof HTMLElement)) return;
    // Read now, while the control is still in its place.
    const all = tabbables(shadowRoot);
    const before = all.slice(0, Math.max(0, all.indexOf(lost))).reverse();
    // Chromium tells of a removal before it happens: look once the change is done.
    setTimeout(() => {
      if (lost.isConnected || !shadowRoot.host.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const now = tabbables(shadowRoot);
      const previous = before.find((element) => now.includes(element));
      const next = previous ? now[now.indexOf(previous) + 1] ?? previous : now[0];
      // Nothing left to tab to (the break button once the break has begun, the widget now only telling so):
      // its frame, a region named by the widget's title, rather than the page.
      (next ?? shadowRoot.querySelector<HTMLElement>('[part~=frame]'))?.focus();
    });
  };
  shadowRoot.addEventListener('focusin', onFocusIn);
  shadowRoot.addEventListener('focusout', onFocusOut);
  return () => {
    shadowRoot.removeEventListener('focusin', onFocusIn);
    shadowRoot.removeEventListener('focusout', onFocusOut);
  };
}

// Here rather than beside focusOrigin (focus.ts, in the entry script): only a rendered widget and the modal
// overlay walk the tab order, and both load this file (the widget kit).
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.hasAttribute('disabled') || element.inert) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return element.getClientRects().length > 0;
}

/** The tabbable elements under a node in the order Tab visits them, through shadow roots and slots. */
export function tabbables(root: Node): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Node) => {
    const children = node instanceof HTMLSlotElement ? node.assignedElements({ flatten: true }) : Array.from(node.childNodes);
    for (const child of children) {
      if (!(child instanceof HTMLElement)) continue;
      if (child.hidden || child.inert) continue;
      if (isTabbable(child)) found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      else visit(child);
    }
  };
  visit(root);
  return found;
}
