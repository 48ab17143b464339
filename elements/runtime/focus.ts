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
