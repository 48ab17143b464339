import { expect } from '@esm-bundle/chai';

/** Loads the test page in a frame at this address; resolves with what its scripts saw, the address it ended with, and the widget it opened. */
async function load(address: string): Promise<{ seen: string[]; final: string; opened: string | null }> {
  const frame = document.createElement('iframe');
  frame.src = `/tests/browser/address-tokens.html${address}`;
  document.body.append(frame);
  const started = performance.now();
  for (;;) {
    const win = frame.contentWindow;
    const seen = (win as unknown as { seen?: string[] } | null)?.seen;
    const opened = win?.document.querySelector('casino-modal casino-reset-password, casino-modal casino-activation, casino-modal casino-unsubscribe')
      ?? win?.document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-reset-password, casino-activation, casino-unsubscribe');
    if (seen && win?.document.readyState === 'complete' && opened) {
      const result = { seen: [...seen], final: `${win.location.search}${win.location.hash}`, opened: opened.localName };
      frame.remove();
      return result;
    }
    if (performance.now() - started > 8000) throw new Error(`The page did not open a widget; it saw ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('tokens leave the address before anything else runs', () => {
  for (const [form, address, widget, kept] of [
    ['query', '?token=tok-31f9&username=player%40example.com&utm_source=mail', 'casino-reset-password', '?utm_source=mail'],
    ['fragment', '?utm_source=mail#token=tok-31f9&username=player%40example.com', 'casino-reset-password', '?utm_source=mail'],
    ['query (activation)', '?email=player%40example.com&code=tok-31f9', 'casino-activation', ''],
    ['fragment (unsubscribe)', '#unsubToken=tok-31f9', 'casino-unsubscribe', ''],
    // Two links in one address: the first trigger opens, the other's token goes too.
    ['query, two links', '?email=player%40example.com&code=tok-31f9&token=tok-31f9&username=player%40example.com&utm_source=mail', 'casino-activation', '?utm_source=mail'],
    // A token in the fragment goes though the query's trigger matched.
    ['query and fragment', '?token=tok-31f9&username=player%40example.com#unsubToken=tok-31f9', 'casino-reset-password', ''],
    ['fragment, two links', '?utm_source=mail#reset-pw-key=tok-31f9&token=tok-31f9&username=player%40example.com', 'casino-reset-password', '?utm_source=mail'],
  ] as const) {
    it(`in the ${form} form: no script of the page, and no step of the library, sees the token`, async () => {
      const { seen, final, opened } = await load(address);
      expect(opened).to.equal(widget);
      expect(final).to.equal(kept);
      expect(seen.some((line) => line.startsWith('define casino-platform'))).to.equal(true);
      expect(seen.filter((line) => line.includes('tok-31f9') || line.includes('player%40')).join('\n')).to.equal('');
    });
  }
});
