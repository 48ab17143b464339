/** Where focus was when a dialog was asked for, and the element on the page it sat in (an inline widget). */
export interface FocusOrigin {
  opener: HTMLElement | null;
  openerHost: HTMLElement | null;
}

/**
 * Read together and at once: by the time a dialog shows, the opener may be gone from its shadow root (the
 * inline sign-in that opened the welcome now shows the signed-in player), and its host could not be found.
 */
export function focusOrigin(): FocusOrigin {
  const opener = deepActiveElement();
  let openerHost: HTMLElement | null = null;
  for (let root = opener?.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) openerHost = root.host as HTMLElement;
  return { opener, openerHost };
}

/** The focused element, looking through shadow roots (document.activeElement stops at the first host). */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

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
