// The rich-text renderer (features/bonus-selector/rich-text.tsx): elements from the node tree, never HTML strings;
// it holds the address rules itself, whatever tree it is handed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RichText, RichTextNode } from '../../../adapters/contract.ts';
import { RichTextView } from '../../../features/bonus-selector/rich-text.tsx';

const render = (content: readonly RichTextNode[], headingLevel?: number) =>
  renderToStaticMarkup(createElement(RichTextView, { document: { content } satisfies RichText, ...(headingLevel === undefined ? {} : { headingLevel }) }));
const words = (value: string, ...marks: Array<'bold' | 'italic' | 'underline' | 'code'>): RichTextNode => ({ kind: 'text', value, marks });

describe('the rich-text renderer', () => {
  it('renders blocks, marks and lists as elements, headings below the heading of what shows them', () => {
    assert.equal(
      render([
        { kind: 'heading-1', content: [words('Terms')] },
        { kind: 'paragraph', content: [words('Up to '), words('€100', 'bold', 'italic')] },
        { kind: 'ordered-list', content: [{ kind: 'list-item', content: [words('one')] }] },
        { kind: 'hr' },
      ]),
      '<div class="rich-text"><h4>Terms</h4><p>Up to <strong><em>€100</em></strong></p><ol><li>one</li></ol><hr/></div>',
    );
    assert.match(render([{ kind: 'heading-6', content: [words('Deep')] }]), /<h6>Deep<\/h6>/);
  });

  it('escapes text: markup in a value is words', () => {
    assert.equal(render([words('<img src=x onerror=alert(1)>')]), '<div class="rich-text">&lt;img src=x onerror=alert(1)&gt;</div>');
  });

  it('opens http(s) and mailto links in a new tab without the opener, and makes no link of any other address', () => {
    assert.equal(
      render([{ kind: 'link', href: 'https://casino.example/terms', content: [words('Terms')] }]),
      '<div class="rich-text"><a href="https://casino.example/terms" target="_blank" rel="noopener noreferrer">Terms</a></div>',
    );
    assert.match(render([{ kind: 'link', href: 'mailto:help@casino.example', content: [words('Mail')] }]), /href="mailto:help@casino.example"/);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '/relative']) {
      assert.equal(render([{ kind: 'link', href, content: [words('Terms')] }]), '<div class="rich-text"><span>Terms</span></div>', href);
    }
  });

  it('shows http(s) images only, and renders nothing for a kind it does not know', () => {
    assert.equal(render([{ kind: 'image', src: 'https://images.example/a.png', alt: 'A' }]), '<div class="rich-text"><img src="https://images.example/a.png" alt="A" loading="lazy"/></div>');
    assert.equal(render([{ kind: 'image', src: 'javascript:alert(1)', alt: 'A' }]), '<div class="rich-text"></div>');
    assert.equal(render([{ kind: 'script', content: [words('alert(1)')] } as unknown as RichTextNode]), '<div class="rich-text"></div>');
  });
});
