// scripts/minify-css-literals.mjs: the bundle's /* css */ literals lose comments and white space, and nothing a
// rule means (the built stylesheet of every widget goes through it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import minifyCssLiterals, { minifyCss } from '../../../scripts/minify-css-literals.mjs';
import { BASE_STYLES } from '../../../ui/styles.ts';

test('comments and white space go, and the spaces after colons and commas; the spaces that separate selectors and values stay', () => {
  assert.equal(
    minifyCss(`
:host {
  --_accent: var(--casino-accent, #0a7a3e); /* a comment */
  margin: 0 auto;
}
/* a comment
   on two lines */
.field .error, .notice :focus-visible { padding: var(--_space-1) 0; }
@media (prefers-color-scheme: dark) {
  :host { color: red; }
}
`),
    ':host{--_accent:var(--casino-accent,#0a7a3e);margin:0 auto}.field .error,.notice :focus-visible{padding:var(--_space-1) 0}@media (prefers-color-scheme:dark){:host{color:red}}',
  );
});

test('the kit\'s stylesheet keeps every rule: the same rules once comments and white space are gone', () => {
  const min = minifyCss(BASE_STYLES);
  const normal = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '').replace(/;}/g, '}');
  assert.equal(normal(min), normal(BASE_STYLES));
  assert.ok(min.length < BASE_STYLES.length * 0.9, `${min.length} of ${BASE_STYLES.length}`);
});

test('only literals marked /* css */, and around an interpolation a space stays', () => {
  const literal = (comment: string | null, ...parts: string[]) => ({
    leadingComments: comment === null ? null : [{ type: 'CommentBlock', value: comment }],
    quasis: parts.map((part) => ({ value: { raw: part, cooked: part } })),
  });
  const { visitor } = minifyCssLiterals();
  const marked = literal(' css ', '\n  .x { color: red; }\n  ', ' .y { margin: 0; }\n');
  visitor.TemplateLiteral({ node: marked });
  assert.deepEqual(marked.quasis.map((quasi) => quasi.value.cooked), ['.x{color:red}', ' .y{margin:0}']);
  const other = literal(null, '\n  keep  this\n');
  visitor.TemplateLiteral({ node: other });
  assert.equal(other.quasis[0]!.value.raw, '\n  keep  this\n');
});
