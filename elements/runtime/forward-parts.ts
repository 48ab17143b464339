/**
 * A widget in a dialog sits in the overlay's shadow root, where a page's `::part` rules do not reach. Its parts
 * are forwarded (`exportparts`) as parts of `<casino-modal>`, and kept so as it renders (a step, a notice), so
 * that `casino-modal::part(form)` styles a widget in a dialog as `casino-signin::part(form)` styles it inline.
 * Returns what stops following it.
 */
export function forwardParts(widget: HTMLElement): () => void {
  const root = widget.shadowRoot;
  if (!root) return () => undefined;
  const update = () => {
    const names = new Set<string>();
    for (const element of root.querySelectorAll('[part]')) {
      for (const name of (element.getAttribute('part') ?? '').split(/\s+/)) if (name) names.add(name);
    }
    const value = [...names].sort().join(', ');
    if ((widget.getAttribute('exportparts') ?? '') !== value) widget.setAttribute('exportparts', value);
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['part'] });
  return () => observer.disconnect();
}
