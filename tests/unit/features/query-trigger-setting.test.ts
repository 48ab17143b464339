import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import '../support/element-classes.ts';
import { QUERY_TRIGGERS } from '../../../elements/runtime/query-trigger-table.ts';
import { enabledQueryTriggers, onQueryTriggersChange, setQueryTriggers } from '../../../elements/runtime/query-trigger-setting.ts';
import { casinoPlatformDefinition } from '../../../elements/platform-definition.ts';

const widgets = (option: string | readonly string[]) => {
  setQueryTriggers(option);
  return [...new Set(enabledQueryTriggers(QUERY_TRIGGERS).map((row) => row.widget))];
};

describe('query-triggers: which links open a widget from the page\'s address', () => {
  test('none unless the page names them', () => {
    assert.deepEqual(enabledQueryTriggers(QUERY_TRIGGERS), []);
  });

  test('`all`, or widget names as a list or as text (spaces or commas, any case)', () => {
    assert.deepEqual(widgets('all'), [...new Set(QUERY_TRIGGERS.map((row) => row.widget))]);
    assert.deepEqual(widgets('reset-password, Activation'), ['activation', 'reset-password']);
    assert.deepEqual(widgets(['deposit']), ['deposit']);
    assert.deepEqual(widgets('none'), []);
  });

  test('a name no link opens is left out, with one console warning naming it', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      assert.deepEqual(widgets('reset-pasword deposit'), ['deposit']);
      enabledQueryTriggers(QUERY_TRIGGERS);
    } finally {
      console.warn = warn;
      setQueryTriggers('none');
    }
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /"reset-pasword".*reset-password/);
  });

  test('a change tells the page\'s listener (which reads the address again); the same option again does not', () => {
    let told = 0;
    onQueryTriggersChange(() => told++);
    setQueryTriggers('deposit');
    setQueryTriggers(['deposit']);
    setQueryTriggers('none');
    onQueryTriggersChange(() => undefined);
    assert.equal(told, 2);
  });

  test('<casino-platform> takes it as an attribute, and the integration guide lists every link with its parameters', () => {
    assert.ok('queryTriggers' in casinoPlatformDefinition.attributes);
    const guide = readFileSync(new URL('../../../docs/integration.md', import.meta.url), 'utf8');
    const section = guide.slice(guide.indexOf('### Links that open a widget'), guide.indexOf('The rest of `window.casino`'));
    for (const row of QUERY_TRIGGERS) {
      const line = section.split('\n').find((text) => text.startsWith(`| \`${row.widget}\` |`) && row.requires.every((name) => text.includes(`${name}`)));
      assert.ok(line, `${row.widget}: ?${row.requires.join('&')}`);
      for (const name of row.optional ?? []) assert.ok(line.includes(name), `${row.widget}: ${name}`);
    }
  });
});
