// The content service's parser (adapters/contentful/entries.ts, rich-text.ts): Contentful's entries collection and Rich Text documents into
// the contract's BonusContent, its locale table, and the query it sends (over the one HTTP client, with the token).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PlatformContext, RestPlatformConfig } from '../../../adapters/contract.ts';
import { contentfulLocale, createContentfulContent, parseBonusEntries } from '../../../adapters/contentful/entries.ts';
import { safeHref, toRichText } from '../../../adapters/contentful/rich-text.ts';
import { type LocalServer, reply, startLocalServer } from './local-server.ts';

const text = (value: string, ...marks: string[]) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });
const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

function collection(items: unknown[], assets: unknown[] = []) {
  return { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items, ...(assets.length ? { includes: { Asset: assets } } : {}) };
}

function entry(fields: Record<string, unknown>, id = 'e1') {
  return { sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'bonus' } }, locale: 'en-US' }, fields };
}

const image = { sys: { id: 'img', type: 'Asset' }, fields: { title: 'Welcome', file: { url: '//images.ctfassets.net/space/img/welcome.png', contentType: 'image/png' } } };

describe('the rich-text parser', () => {
  it('keeps the known blocks, marks and safe links', () => {
    const parsed = toRichText(doc(
      { nodeType: 'heading-2', data: {}, content: [text('Terms')] },
      { nodeType: 'paragraph', data: {}, content: [text('Up to ', 'bold', 'italic'), { nodeType: 'hyperlink', data: { uri: 'https://casino.example/t' }, content: [text('terms')] }] },
      { nodeType: 'unordered-list', data: {}, content: [{ nodeType: 'list-item', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [text('one')] }] }] },
      { nodeType: 'hr', data: {}, content: [] },
    ), new Map());
    assert.deepEqual(parsed, { content: [
      { kind: 'heading-2', content: [{ kind: 'text', value: 'Terms', marks: [] }] },
      { kind: 'paragraph', content: [
        { kind: 'text', value: 'Up to ', marks: ['bold', 'italic'] },
        { kind: 'link', href: 'https://casino.example/t', content: [{ kind: 'text', value: 'terms', marks: [] }] },
      ] },
      { kind: 'unordered-list', content: [{ kind: 'list-item', content: [{ kind: 'paragraph', content: [{ kind: 'text', value: 'one', marks: [] }] }] }] },
      { kind: 'hr' },
    ] });
  });

  it('keeps the words of a link to anything but http(s) or mailto, and drops the link', () => {
    for (const uri of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '/relative', '']) {
      const parsed = toRichText(doc({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'hyperlink', data: { uri }, content: [text('terms')] }] }), new Map());
      assert.deepEqual(parsed?.content, [{ kind: 'paragraph', content: [{ kind: 'text', value: 'terms', marks: [] }] }], uri);
    }
    assert.equal(safeHref('mailto:support@casino.example'), 'mailto:support@casino.example');
    assert.equal(safeHref('https://casino.example/a b'), 'https://casino.example/a%20b');
  });

  it('leaves out node types it does not know, embedded entries and unknown marks, with what they hold', () => {
    const parsed = toRichText(doc(
      { nodeType: 'script', data: { src: 'https://evil.example/x.js' }, content: [text('alert(1)')] },
      { nodeType: 'embedded-entry-block', data: { target: { sys: { type: 'Link', linkType: 'Entry', id: 'x' } } }, content: [] },
      { nodeType: 'table', data: {}, content: [] },
      { nodeType: 'paragraph', data: {}, content: [text('kept', 'blink'), { nodeType: 'entry-hyperlink', data: {}, content: [text(' words')] }] },
    ), new Map());
    assert.deepEqual(parsed?.content, [{ kind: 'paragraph', content: [{ kind: 'text', value: 'kept', marks: [] }, { kind: 'text', value: ' words', marks: [] }] }]);
  });

  it('shows an embedded image asset the answer included, and nothing for one it did not', () => {
    const assets = new Map([['img', { url: 'https://images.ctfassets.net/img.png', alt: 'Welcome', contentType: 'image/png' }]]);
    const parsed = toRichText(doc(
      { nodeType: 'embedded-asset-block', data: { target: assetLink('img') }, content: [] },
      { nodeType: 'embedded-asset-block', data: { target: assetLink('missing') }, content: [] },
    ), assets);
    assert.deepEqual(parsed?.content, [{ kind: 'image', src: 'https://images.ctfassets.net/img.png', alt: 'Welcome' }]);
  });

  it('is null for what is no document, and stops at a depth no bonus text has', () => {
    assert.equal(toRichText('<p>html</p>', new Map()), null);
    assert.equal(toRichText({ nodeType: 'paragraph', content: [] }, new Map()), null);
    let deep: unknown = text('bottom');
    for (let level = 0; level < 100; level += 1) deep = { nodeType: 'blockquote', data: {}, content: [deep] };
    const parsed = toRichText(doc(deep), new Map());
    assert.ok(!JSON.stringify(parsed).includes('bottom'));
  });
});

describe('the entries parser', () => {
  it('maps bonus entries with their description and included image; skips entries that are not bonus entries', () => {
    const contents = parseBonusEntries(collection([
      entry({ code: 'WELCOME100', title: 'Welcome', description: doc({ nodeType: 'paragraph', data: {}, content: [text('Double it.')] }), image: assetLink('img') }),
      entry({ code: 'NOTITLE' }, 'e2'),
      { sys: { id: 'a', type: 'Asset' }, fields: {} },
      entry({ code: 'PLAIN', title: 'Plain' }, 'e3'),
    ], [image]), 'https://cdn.contentful.com');
    assert.deepEqual(contents, [
      {
        code: 'WELCOME100', title: 'Welcome',
        description: { content: [{ kind: 'paragraph', content: [{ kind: 'text', value: 'Double it.', marks: [] }] }] },
        // Contentful's protocol-relative file address takes the service's scheme.
        image: { url: 'https://images.ctfassets.net/space/img/welcome.png', alt: 'Welcome' },
      },
      { code: 'PLAIN', title: 'Plain', description: null },
    ]);
  });

  it('refuses an answer that is no entries collection', () => {
    assert.throws(() => parseBonusEntries({ sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' }, 'https://cdn.contentful.com'), /no entries collection/);
  });

  it("maps the library's languages to the space's locales, falling back to en-US", () => {
    assert.equal(contentfulLocale('en'), 'en-US');
    assert.equal(contentfulLocale('sv'), 'sv-SE');
    assert.equal(contentfulLocale('sv-SE'), 'sv-SE');
    assert.equal(contentfulLocale('nb'), 'nb-NO');
    assert.equal(contentfulLocale('pl-PL'), 'pl-PL');
    assert.equal(contentfulLocale('de'), 'en-US');
    assert.equal(contentfulLocale('sv', { sv: 'sv' }), 'sv');
  });
});

describe('the bonus content query', () => {
  let server: LocalServer;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());

  const context = (): PlatformContext<RestPlatformConfig> => ({
    config: { platform: 'rest', apiUrl: server.url, jurisdiction: 'mga', locale: 'sv', retries: 0, timeoutMs: 2000 },
    session: { get: () => null, set: () => undefined },
  });
  const service = () => ({ url: `${server.url}/cdn/`, space: 'space 1', accessToken: 'token-1' });

  it('asks for the codes in the locale, with the delivery token, and keeps only entries for codes it asked for', async () => {
    server.handle((_request, response) => reply(response, 200, collection([entry({ code: 'B', title: 'Bee' }), entry({ code: 'OTHER', title: 'x' }, 'e2')])));
    const content = createContentfulContent(context(), service());
    const answer = await content.getBonusContent(['B', 'A', 'B', '', 'WITH,COMMA']);
    assert.deepEqual(answer.map((item) => item.code), ['B']);
    const [request] = server.to('/cdn/spaces/space%201/environments/master/entries');
    assert.ok(request, server.requests.map((r) => r.path).join());
    assert.equal(request.headers.authorization, 'Bearer token-1');
    assert.equal(request.query.get('content_type'), 'bonus');
    assert.equal(request.query.get('locale'), 'sv-SE');
    assert.equal(request.query.get('fields.code[in]'), 'A,B');
    assert.equal(request.query.get('include'), '1');
  });

  it('asks nothing for no codes, and fails with a content error the widgets fall back on', async () => {
    server.handle((_request, response) => reply(response, 401, { sys: { type: 'Error', id: 'AccessTokenInvalid' }, message: 'The access token you sent could not be found or is invalid.' }));
    const content = createContentfulContent(context(), service());
    assert.deepEqual(await content.getBonusContent([]), []);
    assert.equal(server.requests.length, 0);
    await assert.rejects(content.getBonusContent(['A'], 'en'), (error: { key?: string }) => error.key === 'content.unknown-error');
  });
});
