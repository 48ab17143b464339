// The example pages name the sandbox cashier's and identity provider's origins as this run of the sandbox has
// them (their CSP, the cashier's address, the sandbox phone's link), not the ports `npm start` uses by default:
// started here on other ports, every page's served CSP names those ports and no placeholder or default is left.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PAGES = readdirSync(path.join(ROOT, 'examples')).filter((name) => name.endsWith('.html'));

function cspOf(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  assert.ok(content, 'the page has a CSP meta tag');
  return new Map(content.split(';').map((directive) => directive.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]));
}

describe('example pages on a sandbox started on other ports', () => {
  let sandbox: RunningSandbox;
  before(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true, cashierPort: 0, oauthPort: 0, providerPort: 0 });
  });
  after(() => sandbox.close());

  it('names the actual cashier and identity provider origins in every page CSP, and no default port', async () => {
    assert.ok(PAGES.length > 20);
    const cashier = sandbox.cashierUrl!;
    const identityProvider = sandbox.oauthUrl!;
    assert.doesNotMatch(cashier, /:5000$/);
    assert.doesNotMatch(identityProvider, /:5100$/);
    for (const page of PAGES) {
      const html = await (await fetch(`${sandbox.url}/examples/${page}`)).text();
      assert.doesNotMatch(html, /%[A-Z_]+_ORIGIN%/, `${page}: a placeholder is left`);
      assert.doesNotMatch(html, /localhost:5[01]00/, `${page}: a default port is left`);
      // An attribute written twice keeps its first value only (the HTML parser drops the second).
      for (const tag of html.matchAll(/<casino-[\w-]+[^>]*>/g)) {
        const names = [...tag[0].matchAll(/\s([\w-]+)=/g)].map((match) => match[1]);
        assert.equal(new Set(names).size, names.length, `${page}: an attribute twice in ${tag[0]}`);
      }
      const csp = cspOf(html);
      assert.ok(csp.get('frame-src')?.includes(cashier), `${page}: frame-src ${csp.get('frame-src')?.join(' ')} lacks ${cashier}`);
      // Each directive the page's file gives a placeholder names the actual origin when served.
      for (const [directive, values] of cspOf(readFileSync(path.join(ROOT, 'examples', page), 'utf8'))) {
        if (values.includes('%IDENTITY_PROVIDER_ORIGIN%')) assert.ok(csp.get(directive)?.includes(identityProvider), `${page}: ${directive} lacks ${identityProvider}`);
        if (values.includes('%CASHIER_ORIGIN%')) assert.ok(csp.get(directive)?.includes(cashier), `${page}: ${directive} lacks ${cashier}`);
        if (values.includes('%PROVIDER_ORIGIN%')) assert.ok(csp.get(directive)?.includes(sandbox.providerUrl!), `${page}: ${directive} lacks ${sandbox.providerUrl}`);
      }
    }
  });

  it('points the pages cashier at the actual cashier origin', async () => {
    const html = await (await fetch(`${sandbox.url}/examples/deposit.html`)).text();
    assert.match(html, new RegExp(`cashier-url="${sandbox.cashierUrl!.replace(/[.]/g, '\\.')}"`));
    const index = await (await fetch(`${sandbox.url}/`)).text();
    assert.ok(index.includes(`${sandbox.oauthUrl}/__phone`), 'the index links the sandbox phone on its actual origin');
  });
});
