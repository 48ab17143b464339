import { expect } from '@esm-bundle/chai';
import { sanitizedText, sanitizeHtml, trustedHtml } from '../../ui/sanitize.ts';

interface Vector {
  id: string;
  vector: string;
}

const CORPORA = ['h5sc.json', 'dompurify-fixtures.json'];
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'ping', 'cite']);
const SCRIPT_CAPABLE = 'script, style, iframe, frame, object, embed, form, input, button, textarea, select, svg, math, base, link, meta, template, noscript';

async function corpus(name: string): Promise<Vector[]> {
  const response = await fetch(`/tests/fixtures/xss/${name}`);
  const data: unknown = await response.json();
  return (Array.isArray(data) ? data : (data as { vectors: Vector[] }).vectors) as Vector[];
}

/** Everything that could still run script in a sanitized tree. */
function dangers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.matches(SCRIPT_CAPABLE)) found.push(`<${element.localName}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
      // Browsers skip control characters inside a scheme, so `java\x01script:` must count as javascript:.
      const value = [...attribute.value].filter((char) => char.charCodeAt(0) > 0x20 && !/\s/.test(char)).join('');
      if (URL_ATTRIBUTES.has(attribute.name) && /^(javascript|vbscript|data:text\/html)/i.test(value)) {
        found.push(`${element.localName}[${attribute.name}=${attribute.value.slice(0, 30)}]`);
      }
      if (attribute.name === 'style' || attribute.name === 'srcdoc' || attribute.name === 'formaction') found.push(`${element.localName}[${attribute.name}]`);
    }
  }
  return found;
}

describe('the HTML sanitizer, with the public XSS corpora', () => {
  let executions = 0;
  const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };

  before(() => {
    const count = () => {
      executions += 1;
      return null as never;
    };
    Object.assign(window, { alert: count, confirm: count, prompt: count });
  });
  after(() => Object.assign(window, originals));

  for (const name of CORPORA) {
    it(`leaves nothing that runs script from any vector of ${name}, even when touched`, async () => {
      const vectors = await corpus(name);
      expect(vectors.length).to.be.greaterThan(100);
      const host = document.createElement('div');
      document.body.append(host);
      const problems: string[] = [];
      for (const { id, vector } of vectors) {
        host.innerHTML = sanitizeHtml(vector);
        const left = dangers(host);
        if (left.length) problems.push(`${id}: ${left.join(', ')}`);
        for (const element of host.querySelectorAll<HTMLElement>('*')) {
          for (const type of ['mouseover', 'focus', 'click']) element.dispatchEvent(new Event(type, { bubbles: true }));
          if (element instanceof HTMLAnchorElement) element.setAttribute('href', element.href); // resolve, never follow
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200)); // let anything deferred fire
      host.remove();
      expect(problems).to.deep.equal([]);
      expect(executions).to.equal(0);
    });
  }

  it('keeps ordinary formatting and makes links open safely in a new tab', () => {
    const clean = sanitizeHtml('<h2>Terms</h2><p>Read <a href="https://example.com/x" onclick="alert(1)">this</a> <strong>now</strong>.</p>');
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    expect(holder.querySelector('h2')!.textContent).to.equal('Terms');
    const link = holder.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://example.com/x');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(link.hasAttribute('onclick')).to.equal(false);
    expect(holder.querySelector('strong')).not.to.equal(null);
  });

  it('gives an empty result, never a crash, on every output path when nothing is left (a <frameset> parse has no body)', () => {
    const factory = (window as unknown as { trustedTypes: { isHTML(value: unknown): boolean } }).trustedTypes;
    for (const html of ['<frameset>', '<frameset><frame src="javascript:alert(1)"></frameset>Hello', '<html><frameset></frameset></html>', '', '   ', '<!-- only a comment -->']) {
      expect(sanitizedText(html), html).to.be.a('string');
      expect(sanitizeHtml(html), html).to.be.a('string');
      const signed = trustedHtml(html);
      expect(factory.isHTML(signed), html).to.equal(true);
      const holder = document.createElement('div');
      holder.innerHTML = signed as unknown as string;
      expect(holder.innerHTML, html).not.to.match(/frame|script/i);
    }
    expect(sanitizedText('<frameset>')).to.equal('');
  });

  it('returns Trusted HTML signed by the casino-elements policy, and reads text from the inert fragment', () => {
    const factory = (window as unknown as { trustedTypes: { isHTML(value: unknown): boolean } }).trustedTypes;
    const signed = trustedHtml('<p>Hi <img src="x" onerror="alert(1)"><b>there</b></p>');
    expect(factory.isHTML(signed)).to.equal(true);
    const holder = document.createElement('div');
    holder.innerHTML = signed as unknown as string;
    expect(holder.innerHTML).to.equal('<p>Hi <img src="x"><b>there</b></p>');
    expect(sanitizedText('<p>Hi <b>there</b><script>x()</script></p>')).to.equal('Hi there');
  });
});
