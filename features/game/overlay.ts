/**
 * The game overlay's hold on the page while it is open (the APG dialog pattern without the top layer, so that
 * the runtime's modal dialogs, a reality check or a forced page, still show above the game): everything beside
 * the overlay is made inert, from the overlay's element up to the body, and given back as it was on release.
 * The modal host's overlay (`casino-modal`) is never touched: it belongs to the modal host, which inerts and
 * frees the page itself while it is open.
 */
const MODAL_TAG = 'casino-modal';

export interface PageHold {
  /** Inerts the page again (after a modal above the game gave it back). */
  renew(): void;
  release(): void;
}

function besides(element: Element): HTMLElement[] {
  const others: HTMLElement[] = [];
  for (let node: Element | null = element; node && node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && sibling instanceof HTMLElement && sibling.localName !== MODAL_TAG) others.push(sibling);
    }
  }
  return others;
}

export function holdPage(element: Element): PageHold {
  const others = besides(element);
  // A modal open now has inerted the page itself and gives it back when it closes: not the page's own state.
  const modalOpen = document.querySelector(MODAL_TAG) !== null;
  const before = new Map(others.map((other) => [other, modalOpen ? false : other.inert]));
  const apply = () => {
    for (const other of others) other.inert = true;
  };
  apply();
  return {
    renew: apply,
    release() {
      for (const [other, inert] of before) other.inert = inert;
    },
  };
}

/** The focused element, through shadow roots. */
export function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
