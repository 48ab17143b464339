import { expect } from '@esm-bundle/chai';
import { axeViolations, inShadow, resetAll, sandbox, until } from './support/page.ts';

const DOCUMENTS = '/api/content/getdocument';

/** The languages the document requests asked for, in order. */
async function languagesAsked(path: string): Promise<string[]> {
  const log = (await sandbox(`requests?path=${encodeURIComponent(path)}`)) as { requests: Array<{ query: string }> };
  return log.requests.map((request) => new URLSearchParams(request.query).get('language') ?? '');
}

/** Places an element and waits until it told the page it is ready (rendered, or rendering nothing). */
async function placeReady(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  let ready = false;
  element.addEventListener('casino-ready', () => (ready = true));
  document.body.append(element);
  await until(() => ready, `<${tag}> to be ready`);
  return element;
}

const text = (host: Element) => inShadow(host, '.content-text')?.textContent ?? '';

/** Rendered nothing: no frame, and no space taken. */
const empty = (host: HTMLElement) => inShadow(host, '.frame') === null && host.getBoundingClientRect().height === 0;

function useFramework(locale = 'en'): void {
  window.casino.configure({
    platform: 'framework', providerScriptUrl: '/provider/framework.js', providerHost: `${location.origin}/provider`,
    brandId: 'sandbox-casino', jurisdiction: 'mga', locale, timeoutMs: 10_000,
  });
}

describe('<casino-document>', () => {
  beforeEach(resetAll);
  after(resetAll);

  it('shows the privacy policy with its links in a new tab (rel=noopener), labelled, with no axe violations', async () => {
    await sandbox('documents', { type: 'PrivacyPolicy', content: '<h2>Privacy Policy</h2><p>See <a href="https://example.org/rights">your rights</a>.</p>' });
    const host = await placeReady('casino-document', { name: 'privacy' });
    await until(() => text(host).includes('your rights'), 'the policy');
    const link = inShadow<HTMLAnchorElement>(host, '.content-text a')!;
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    expect(inShadow(host, 'section')!.getAttribute('aria-label')).to.equal('Privacy policy');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('reads the document again in the page\'s language when it changes, and in the element\'s own when it has one', async () => {
    const host = await placeReady('casino-document', { name: 'cookies' });
    await until(() => text(host).includes('Cookie Policy'), 'the cookie policy');
    window.casino.configure({ locale: 'sv' });
    await until(async () => (await languagesAsked(DOCUMENTS)).includes('sv'), 'a read in Swedish');
    host.setAttribute('locale', 'fi');
    await until(async () => (await languagesAsked(DOCUMENTS)).includes('fi'), 'a read in Finnish');
    expect(text(host)).to.contain('Cookie Policy');
  });

  it('a failed read says so with Try again; trying again shows the document', async () => {
    await sandbox('faults', { path: DOCUMENTS, status: 500, times: 4 });
    const host = await placeReady('casino-document', { name: 'responsible-gaming' });
    const retry = await until(() => [...host.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === 'Try again'), 'Try again', 10_000);
    await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the failure\'s notice');
    expect(await axeViolations(host)).to.deep.equal([]);
    retry.click();
    await until(() => text(host).includes('Responsible Gaming'), 'the document after trying again');
  });

  it('renders nothing for a name it does not know, nor on a platform that publishes no documents', async () => {
    const unknown = await placeReady('casino-document', { name: 'terms' });
    expect(empty(unknown)).to.equal(true);
    useFramework();
    const none = await placeReady('casino-document', { name: 'privacy' });
    expect(empty(none)).to.equal(true);
    expect(await languagesAsked(DOCUMENTS)).to.deep.equal([]);
  });
});

describe('<casino-license-logos>, <casino-about-us>, <casino-bonus-policy> on the provider framework', () => {
  beforeEach(async () => {
    await resetAll();
    useFramework();
  });
  after(resetAll);

  it('license logos: the logo and its link, none of the provider\'s script or handlers run', async () => {
    const host = await placeReady('casino-license-logos');
    const image = await until(() => inShadow<HTMLImageElement>(host, '.content-license-logos img[alt="UK Gambling Commission"]'), 'the logo');
    const link = image.closest('a')!;
    expect(link.href).to.equal('https://www.gamblingcommission.gov.uk/');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    expect(host.shadowRoot!.querySelectorAll('script, style, [onerror]').length).to.equal(0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((window as { __asgFooterScriptRan?: boolean }).__asgFooterScriptRan).to.equal(undefined);
    expect((window as { __asgFooterHandlerRan?: boolean }).__asgFooterHandlerRan).to.equal(undefined);
    expect(inShadow(host, 'section')!.getAttribute('aria-label')).to.equal('Licenses');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('about us and the bonus policy: the provider\'s pages, their links leading to its pages, in the element\'s language', async () => {
    const about = await placeReady('casino-about-us');
    await until(() => text(about).includes('Sandbox Casino is run by'), 'About us');
    const privacy = [...about.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')].find((link) => link.textContent === 'privacy policy')!;
    expect(privacy.href).to.equal(`${location.origin}/provider/PrivacyPolicy.aspx?language=eng`);
    expect(privacy.target).to.equal('_blank');
    expect(await axeViolations(about)).to.deep.equal([]);
    const policy = await placeReady('casino-bonus-policy', { locale: 'sv' });
    await until(() => text(policy).includes('wagered 35 times'), 'the bonus policy');
    // The sandbox's page ends with the language it was asked in.
    expect(text(policy).endsWith('swe')).to.equal(true);
    policy.setAttribute('locale', 'fi');
    await until(() => text(policy).endsWith('fin'), 'the policy in Finnish');
    await until(() => inShadow(policy, 'section')?.getAttribute('aria-label') === 'Bonusehdot', 'the Finnish title');
  });

  it('each renders nothing on a platform without them (REST)', async () => {
    await resetAll();
    for (const tag of ['casino-license-logos', 'casino-about-us', 'casino-bonus-policy']) {
      const host = await placeReady(tag);
      expect(empty(host), tag).to.equal(true);
    }
  });
});
