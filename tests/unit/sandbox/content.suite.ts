import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useSandbox } from './harness.ts';

describe('sandbox: bootstrap, documents and accepting the terms', () => {
  const t = useSandbox();

  it('answers the simulated IP country on /bootstrap and /content/bootstrap', async () => {
    for (const path of ['/bootstrap', '/content/bootstrap']) {
      assert.deepEqual(await (await t.api(path)).json(), { IpCountry: 'MT' });
    }
  });

  it('plays "IP country not found" and other countries through the control API', async () => {
    assert.deepEqual(await (await t.control('/ip-country', { country: null })).json(), { country: null });
    assert.deepEqual(await (await t.api('/bootstrap')).json(), { IpCountry: null });
    await t.control('/ip-country', { country: 'se' });
    assert.deepEqual(await (await t.api('/bootstrap')).json(), { IpCountry: 'SE' });
    assert.equal((await t.control('/ip-country', { country: 'Sweden' })).status, 400);
  });

  it('serves the published terms, version 3, as HTML, under either spelling of the path', async () => {
    for (const path of ['/content/getdocument', '/content/GetDocument']) {
      const response = await t.api(`${path}?type=TermsAndConditions&jurisdiction=mga&language=en`);
      assert.equal(response.status, 200);
      const document = (await response.json()) as Record<string, unknown>;
      assert.equal(document.Version, 3);
      assert.equal(document.State, 'Published');
      assert.equal(document.Language, 'en');
      assert.equal(document.Jurisdiction, 'MGA');
      assert.match(String(document.Content), /<h2>Terms and Conditions<\/h2>/);
      assert.match(String(document.Content), /<ul>[\s\S]*<li>/);
      assert.doesNotMatch(String(document.Content), /<script/i);
    }
  });

  it('serves the privacy policy and refuses unknown or missing types', async () => {
    const privacy = (await (await t.api('/content/getdocument?type=PrivacyPolicy&jurisdiction=SGA&language=sv')).json()) as Record<string, unknown>;
    assert.match(String(privacy.Content), /Privacy Policy/);
    assert.equal(privacy.Jurisdiction, 'SGA');
    assert.equal(privacy.Language, 'sv');
    assert.equal((await t.api('/content/getdocument?type=Nonsense')).status, 404);
    const missing = await t.api('/content/getdocument');
    assert.equal(missing.status, 400);
    assert.deepEqual(((await missing.json()) as { Details: unknown }).Details, { Field: 'type' });
  });

  it('records the accepted terms version', async () => {
    const session = await t.session('terms@example.com');
    const accept = await t.api('/player/update-player-tac?tacVersionAccepted=3', { session });
    assert.equal(accept.status, 200);
    assert.equal(await accept.text(), '');
    const info = (await (await t.api('/player/user-info', { session })).json()) as { TacVersionAccepted: number };
    assert.equal(info.TacVersionAccepted, 3);
  });

  it('refuses a terms version that was never published', async () => {
    const session = await t.session('terms@example.com');
    for (const version of ['4', 'abc', '0', '']) {
      const response = await t.api(`/player/update-player-tac?tacVersionAccepted=${version}`, { session });
      assert.equal(response.status, 400, version);
    }
    const info = (await (await t.api('/player/user-info', { session })).json()) as { TacVersionAccepted: number };
    assert.equal(info.TacVersionAccepted, 2);
  });
});
