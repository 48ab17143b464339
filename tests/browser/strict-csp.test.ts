// A strict-CSP page with Trusted Types required (tests/browser/strict-csp.html) runs both public XSS corpora
// through the sanitizer's outputs: not only does nothing run, the page reports no violation at all, so an
// operator's CSP reports stay free of false alarms (style attributes and inline handlers never reach a parser).
import { expect } from '@esm-bundle/chai';

interface Vector {
  id: string;
  vector: string;
}

interface StrictCsp {
  reports: string[];
  render(html: string): void;
}

const CORPORA = ['h5sc.json', 'dompurify-fixtures.json'];

async function corpus(name: string): Promise<Vector[]> {
  const data: unknown = await (await fetch(`/tests/fixtures/xss/${name}`)).json();
  return (Array.isArray(data) ? data : (data as { vectors: Vector[] }).vectors) as Vector[];
}

async function strictPage(): Promise<{ frame: HTMLIFrameElement; csp: StrictCsp }> {
  const frame = document.createElement('iframe');
  frame.src = '/tests/browser/strict-csp.html';
  document.body.append(frame);
  const started = performance.now();
  for (;;) {
    const csp = (frame.contentWindow as unknown as { strictCsp?: StrictCsp } | null)?.strictCsp;
    if (csp) return { frame, csp };
    if (performance.now() - started > 8000) throw new Error('The strict-CSP page did not load.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a strict-CSP page with Trusted Types, fed the XSS corpora', () => {
  it('really enforces its policy (a zero below is not vacuous)', async () => {
    const { frame, csp } = await strictPage();
    const win = frame.contentWindow as Window & typeof globalThis;
    let refused = '';
    try {
      win.document.createElement('div').innerHTML = '<b>a string</b>';
    } catch (error) {
      refused = (error as Error).name;
    }
    expect(refused).to.equal('TypeError');
    const styled = win.document.createElement('div');
    win.document.body.append(styled);
    styled.setAttribute('style', 'color: red');
    // The reports are events queued after the violations: waited for (5 s at most), not given 100 ms.
    const reported = (directive: string) => csp.reports.some((report) => report.startsWith(directive));
    for (const started = performance.now(); !(reported('require-trusted-types-for') && reported('style-src')) && performance.now() - started < 5000;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reported('require-trusted-types-for')).to.equal(true);
    expect(reported('style-src')).to.equal(true);
    frame.remove();
  });

  for (const name of CORPORA) {
    it(`reports no violation for any vector of ${name}`, async () => {
      const vectors = await corpus(name);
      const { frame, csp } = await strictPage();
      const problems: string[] = [];
      for (const { id, vector } of vectors) {
        const before = csp.reports.length;
        csp.render(vector);
        // Reports are queued: give each vector's a moment to arrive, then name the vector.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (csp.reports.length > before) problems.push(`${id}: ${csp.reports.slice(before).join(' | ').slice(0, 160)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      frame.remove();
      expect(problems).to.deep.equal([]);
      expect(csp.reports).to.deep.equal([]);
    });
  }
});
