import { expect } from '@esm-bundle/chai';
import { place, resetAll, until } from './support/page.ts';
import { watchWarnings } from './support/payments.ts';

/** Every rule the element's shadow root has adopted, as text. */
function adoptedRules(host: Element): string[] {
  return host.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
}

function frameStyle(host: Element): CSSStyleDeclaration {
  return getComputedStyle(host.shadowRoot!.querySelector('.frame')!);
}

describe('the background-image attribute', () => {
  let baseline: string[];
  beforeEach(async () => {
    await resetAll();
    const plain = await place('casino-signin');
    await until(() => plain.shadowRoot!.querySelector('form'), 'the form');
    baseline = adoptedRules(plain);
    plain.remove();
  });

  it('sets the frame\'s background from an https: address or one of this site', async () => {
    // The address's check is a chunk of its own, fetched for the first widget that names an image: waited for.
    const remote = await place('casino-signin', { 'background-image': 'https://cdn.example/casino/bg.png' });
    await until(() => frameStyle(remote).backgroundImage === 'url("https://cdn.example/casino/bg.png")', 'the remote background');
    const local = await place('casino-signin', { 'background-image': '/examples/bonus-welcome.svg' });
    await until(() => frameStyle(local).backgroundImage === `url("${location.origin}/examples/bonus-welcome.svg")`, 'the local background');
  });

  it('takes no other scheme and no other http origin: no background, nothing else changed, a warning', async () => {
    const warnings = watchWarnings();
    try {
      for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'http://tracker.example/pixel.png', 'https://user:pass@cdn.example/bg.png']) {
        const before = warnings.lines.length;
        const host = await place('casino-signin', { 'background-image': value });
        // Logged once the address's check is here (a chunk of its own, fetched for the first widget that names one).
        await until(() => warnings.lines.length > before, `${value} is logged`);
        expect(frameStyle(host).backgroundImage, value).to.equal('none');
        expect(adoptedRules(host), value).to.deep.equal(baseline);
        host.remove();
      }
    } finally {
      warnings.stop();
    }
  });

  it('cannot leave the url() or the rule: a form feed, ")", quotes or a backslash change nothing but that background', async () => {
    const hostile = [
      'https://cdn.example/a.png\f} .frame { display: none !important; } :host { --x: ',
      'https://cdn.example/a.png") } .frame { display: none !important; } :host { --x: url("',
      "https://cdn.example/a.png') } .frame { display: none !important; } :host { --x: url('",
      'https://cdn.example/a.png); } .frame { display: none !important; } :host { --x: (',
      'https://cdn.example/a.png\\"\f;}.frame{display:none!important}',
      '/x\f}.frame{display:none!important}:host{--y:',
    ];
    for (const value of hostile) {
      const host = await place('casino-signin', { 'background-image': value });
      await until(() => adoptedRules(host).length > baseline.length, `${JSON.stringify(value)}'s rule`);
      const rules = adoptedRules(host);
      expect(frameStyle(host).display, JSON.stringify(value)).to.equal('block');
      expect(rules.length, `${JSON.stringify(value)} adds one rule`).to.equal(baseline.length + 1);
      const added = rules.filter((rule) => !baseline.includes(rule));
      expect(added.length).to.equal(1);
      expect(added[0], JSON.stringify(value)).to.match(/^:host \{ --casino-frame-background-image: url\(".*"\); \}$/s);
      // What the background names is the address as given, read back whole from the one declaration.
      expect(frameStyle(host).backgroundImage).to.match(/^url\(".+"\)$/);
      host.remove();
    }
  });
});
