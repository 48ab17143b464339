// Content a platform serves for the content elements (licence logos, info pages, documents), against the sandbox,
// for every adapter that has the operations (their capabilities: licenseLogos, infoPages, documents).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasOperation } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { ADAPTERS, memorySession, suiteSandbox } from './adapters-under-test.ts';

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: content against the sandbox`, () => {
  const sandbox = suiteSandbox();
  const build = () => createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });

  it('reads the licence logos as the provider\'s HTML (its script still in it: the page renders it only through the sanitizer)', async (t) => {
    const platform = await build();
    if (!hasOperation(platform, 'getLicenseLogos')) return t.skip('no licence logos');
    const html = await platform.getLicenseLogos();
    assert.match(html, /UK Gambling Commission/);
    assert.match(html, /<script>/);
  });

  it('reads About us and the bonus policy, with links that lead somewhere from the operator\'s page', async (t) => {
    const platform = await build();
    if (!hasOperation(platform, 'getInfoPage')) return t.skip('no info pages');
    const about = await platform.getInfoPage('about-us');
    assert.match(about, /<h1>About us<\/h1>/);
    const links = [...about.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
    assert.deepEqual(links.slice(0, 5).map((href) => href.replace(sandbox.url, '')), [
      '/provider/HelpDeposit.aspx?language=eng', '/provider/HelpDepositAccount.aspx?language=eng', '/provider/HelpDepositBanking.aspx?language=eng',
      '/provider/PrivacyPolicy.aspx?language=eng', '/support',
    ]);
    for (const href of links.slice(0, 4)) assert.equal((await fetch(href)).status, 200, href);
    assert.match(await platform.getInfoPage('bonus-policy'), /<h1>Bonus policy<\/h1>/);
  });

  it('reads the privacy policy, the cookie policy and the responsible-gaming information in the language asked for', async (t) => {
    const platform = await build();
    if (!hasOperation(platform, 'getDocument')) return t.skip('no documents');
    assert.match(await platform.getDocument('privacy', 'sv'), /Privacy Policy/);
    assert.match(await platform.getDocument('cookies', 'en'), /Cookie Policy/);
    assert.match(await platform.getDocument('responsible-gaming', 'en'), /Responsible Gaming/);
    const log = await sandbox.control<{ requests: Array<{ query: string }> }>('GET', `/requests?path=${encodeURIComponent('/api/content/getdocument')}`);
    assert.deepEqual(log.requests.map((request) => new URLSearchParams(request.query).get('language')), ['sv', 'en', 'en']);
  });
});

// The content service (spec 002 §7.4) is the page's, not the platform's: configured beside any platform, its bonus texts
// come the same way, in the language asked for.
for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: bonus texts from the content service`, () => {
  const sandbox = suiteSandbox();
  const contentService = () => ({ url: `${sandbox.url}/cms`, space: 'sandbox-space', accessToken: 'sandbox-delivery-token' });

  it('reads the entries for the codes asked for, in Swedish and in English, and none where the page configures no service', async () => {
    const bare = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
    assert.equal(hasOperation(bare, 'getBonusContent'), false);
    const platform = await createPlatform({ config: { ...adapter.config(sandbox.url), contentService: contentService() }, session: memorySession() });
    assert.ok(hasOperation(platform, 'getBonusContent'));
    const swedish = await platform.getBonusContent(['WELCOME100', 'VIPONLY'], 'sv');
    assert.deepEqual(swedish.map((entry) => [entry.code, entry.title]), [['WELCOME100', 'Välkomsterbjudande: dubbla din första insättning']]);
    const english = await platform.getBonusContent(['WELCOME100'], 'en');
    assert.equal(english[0]?.title, 'Welcome offer: double your first deposit');
    const log = await sandbox.control<{ requests: Array<{ query: string }> }>('GET', `/requests?path=${encodeURIComponent('/cms/spaces/sandbox-space/environments/master/entries')}`);
    assert.deepEqual(log.requests.map((request) => new URLSearchParams(request.query).get('locale')), ['sv-SE', 'en-US']);
  });
});
