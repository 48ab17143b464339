import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headingsBelowTitle } from '../../../features/terms/headings.ts';

test('the terms\' headings sit under the dialog\'s h2 title: the highest becomes h3, the rest follow', () => {
  assert.equal(headingsBelowTitle('<h2>Terms</h2><p>x</p><h3 id="a">One</h3>'), '<h3>Terms</h3><p>x</p><h4 id="a">One</h4>');
  assert.equal(headingsBelowTitle('<H1>T</H1><h6>deep</h6>'), '<h3>T</h3><h6>deep</h6>');
  assert.equal(headingsBelowTitle('<h3>Already</h3><h4>fine</h4>'), '<h3>Already</h3><h4>fine</h4>');
  assert.equal(headingsBelowTitle('<p>No headings, <header>not one</header></p>'), '<p>No headings, <header>not one</header></p>');
});
