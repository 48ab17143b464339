import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations, inShadow, place, resetAll, until } from './support/page.ts';

const PAGE = '/examples/terms.html';

describe('<casino-external>', () => {
  beforeEach(async () => {
    await resetAll();
    window.casino.configure({ externalOrigins: [location.origin] });
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));
  after(resetAll);

  it('frames an allow-listed page with a title, the smallest sandbox and no browser features', async () => {
    const host = await place('casino-external', { src: PAGE, label: 'Our terms' });
    const frame = await until(() => inShadow<HTMLIFrameElement>(host, 'iframe'), 'the frame');
    expect(frame.src).to.equal(new URL(PAGE, location.href).href);
    expect(frame.title).to.equal('Our terms');
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('allow')).to.equal('');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('refuses an address outside the list with a clear error, and never frames it', async () => {
    const errors: Array<{ key: string | null; message: string }> = [];
    document.addEventListener('casino-error', (event) => errors.push(event.detail), { once: true });
    const host = await place('casino-external', { src: 'https://elsewhere.example/page' });
    const alert = await until(() => inShadow(host, '[role=alert]'), 'the refusal');
    expect(alert.textContent).to.contain('Content from https://elsewhere.example is not allowed on this page.');
    expect(host.shadowRoot!.querySelector('iframe')).to.equal(null);
    await until(() => errors.length === 1, 'casino-error');
    expect(errors[0]!.key).to.equal('external.not-allowed');
    expect(await axeViolations(host)).to.deep.equal([]);
    // Nor a script address, whatever the list holds.
    window.casino.configure({ externalOrigins: [location.origin, 'javascript:alert(1)'] });
    host.setAttribute('src', 'javascript:alert(1)');
    await until(() => inShadow(host, '[role=alert]')?.textContent?.includes('This address cannot be shown here.'), 'the refusal of a script address');
    expect(host.shadowRoot!.querySelector('iframe, a')).to.equal(null);
  });

  it('links out in a new tab with url', async () => {
    const host = await place('casino-external', { url: PAGE, label: 'Read the terms' });
    const link = await until(() => inShadow<HTMLAnchorElement>(host, 'a'), 'the link');
    expect(link.href).to.equal(new URL(PAGE, location.href).href);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.textContent).to.contain('Read the terms');
    expect(host.shadowRoot!.querySelector('iframe')).to.equal(null);
  });

  it('full screen keeps 16:9 with full screen allowed; on a phone the frame is the window\'s height less 50 px', async () => {
    const host = await place('casino-external', { src: PAGE, 'full-screen': '' });
    const frame = await until(() => inShadow<HTMLIFrameElement>(host, 'iframe'), 'the frame');
    expect(frame.getAttribute('allow')).to.equal('fullscreen');
    await until(() => Math.abs(frame.getBoundingClientRect().width / frame.getBoundingClientRect().height - 16 / 9) < 0.02, '16:9');
    await setViewport({ width: 375, height: 700 });
    await until(() => Math.round(frame.getBoundingClientRect().height) === 650, 'the phone\'s height less 50 px');
  });
});
