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

  it('only ever inserts the prefix: removing it gives the input back', () => {
    const inputs = ['<img src=x onerror=1>', '<div><a onclick="x" href=\'y\'>z</a><img src="a>b" onload=c></div>', '<x a="unclosed onclick=1'];
    for (const input of inputs) assert.equal(rename(input).replaceAll('data-casino-', ''), input);
  });
});
