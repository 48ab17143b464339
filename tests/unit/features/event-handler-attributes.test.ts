import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renameEventHandlerAttributes as rename } from '../../../ui/event-handler-attributes.ts';

describe('event-handler attributes renamed before the sanitizer parses', () => {
  it('renames every on… attribute the tokenizer would read, in any case and quoting', () => {
    assert.equal(rename('<img src="x" onerror="alert(1)" alt="a">'), '<img src="x" data-casino-onerror="alert(1)" alt="a">');
    assert.equal(rename("<b ONCLICK='x()'>b</b>"), "<b data-casino-ONCLICK='x()'>b</b>");
    assert.equal(rename('<img src=x onerror=alert(1)>'), '<img src=x data-casino-onerror=alert(1)>');
    assert.equal(rename('<svg/onload=alert(1)>'), '<svg/data-casino-onload=alert(1)>');
    assert.equal(rename('<p\fonmouseover = "x" >t</p>'), '<p\fdata-casino-onmouseover = "x" >t</p>');
    assert.equal(rename('<a href="/x" onfocus autofocus>'), '<a href="/x" data-casino-onfocus autofocus>');
  });

  it('leaves text, values, comments and raw text as they are', () => {
    for (const same of [
      'Turn it on=off, 3 < 4 and onerror=1 in text.',
      '<p title="a onclick=x()">t</p>',
      "<p title='> onclick=x'>t</p>",
      '<img/src=x/onerror=alert(1)>',
      '<!-- <img onerror=alert(1)> -->',
      '<textarea><img onerror=alert(1)></textarea>',
      '<title><b onclick=x></title>',
      '<!doctype html><p>a</p>',
      '</p onclick=x>',
    ]) {
      const expected = same === '</p onclick=x>' ? '</p data-casino-onclick=x>' : same;
      assert.equal(rename(same), expected, same);
    }
  });

  it('renames style attributes, style and script elements and CDATA, which a strict page reports too', () => {
    assert.equal(rename('<p style="color:red" STYLE=x>t</p>'), '<p data-casino-style="color:red" data-casino-STYLE=x>t</p>');
    assert.equal(rename('<style>p{}</style>'), '<data-casino-style>p{}</data-casino-style>');
    assert.equal(rename('<svg><script>alert(1)</script>'), '<svg><data-casino-script>alert(1)</data-casino-script>');
    // Read as markup once renamed: what the style held is renamed too.
    assert.equal(rename('<style><img onerror=x></style>'), '<data-casino-style><img data-casino-onerror=x></data-casino-style>');
    assert.equal(rename('<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(2)//"></svg>'), '<svg><!data-casino-[CDATA[><image xlink:href="]]><img src=x onerror=alert(2)//"></svg>');
    // Inside MathML or SVG a title is no raw text.
    assert.equal(rename('<math><title><img src=x onerror=alert(1)></title>'), '<math><title><img src=x data-casino-onerror=alert(1)></title>');
  });

  it('only ever inserts the prefix: removing it gives the input back', () => {
    const inputs = ['<img src=x onerror=1>', '<div><a onclick="x" href=\'y\'>z</a><img src="a>b" onload=c></div>', '<x a="unclosed onclick=1'];
    for (const input of inputs) assert.equal(rename(input).replaceAll('data-casino-', ''), input);
  });
});
