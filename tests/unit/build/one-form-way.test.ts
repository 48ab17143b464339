// One way to write a form (DESIGN §9, features/toolkit/forms/use-validated-form.ts): a component file that
// renders a <form> takes its values, validation, busy state and failure notice from useValidatedForm, not
// from state of its own.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = new URL('../../../', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('forms', () => {
  it('every component file that renders a <form> uses useValidatedForm', () => {
    const files = [...sources(join(ROOT, 'features')), ...sources(join(ROOT, 'ui'))];
    const withForms = files.filter((file) => /<form[\s>]/.test(readFileSync(file, 'utf8')));
    assert.ok(withForms.length > 10, 'the forms are found');
    const handRolled = withForms.filter((file) => !/\buseValidatedForm\s*[<(]/.test(readFileSync(file, 'utf8')));
    assert.deepEqual(handRolled.map((file) => relative(ROOT, file)), []);
  });
});
