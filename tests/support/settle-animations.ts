/**
 * Waits for every running animation, in the page and in every shadow root (document.getAnimations()
 * stops at shadow roots), so checks such as colour contrast see the final look, not a fade-in.
 * Self-contained: Playwright sends it to the page as source text.
 */
export function settleAnimations(): Promise<unknown> {
  const found = [...document.getAnimations()];
  const visit = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        found.push(...element.shadowRoot.getAnimations());
        visit(element.shadowRoot);
      }
    }
  };
  visit(document);
  return Promise.all(found.map((animation) => animation.finished.catch(() => undefined)));
}
