import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import { messages as sv } from '../../../i18n/locales/sv.ts';
import type { Platform } from '../../../adapters/contract.ts';
import { CONTENT, DOCUMENT_NAMES, contentOf, documentName } from '../../../features/document/index.ts';

test('a document\'s name: privacy, cookies or responsible-gaming, whatever the letter case; anything else names none', () => {
  assert.equal(documentName(' Privacy '), 'privacy');
  assert.equal(documentName('COOKIES'), 'cookies');
  assert.equal(documentName('responsible-gaming'), 'responsible-gaming');
  for (const unknown of ['', null, undefined, 'terms', 'privacy-policy', '__proto__']) assert.equal(documentName(unknown), null, String(unknown));
  assert.deepEqual([...DOCUMENT_NAMES].sort(), ['cookies', 'privacy', 'responsible-gaming']);
});

test('each content element shows its own content; <casino-document> the one its name names', () => {
  assert.equal(contentOf('license-logos'), 'license-logos');
  assert.equal(contentOf('about-us', 'privacy'), 'about-us');
  assert.equal(contentOf('bonus-policy'), 'bonus-policy');
  assert.equal(contentOf('document', 'Cookies'), 'cookies');
  assert.equal(contentOf('document'), null);
  assert.equal(contentOf('document', 'about-us'), null);
  assert.equal(contentOf('signin'), null);
});

test('each content is read through its operation, in the element\'s language, and promised by its capability', async () => {
  const calls: unknown[][] = [];
  const platform = {
    name: 'rest',
    getLicenseLogos: async (...args: unknown[]) => (calls.push(['getLicenseLogos', ...args]), 'logos'),
    getInfoPage: async (...args: unknown[]) => (calls.push(['getInfoPage', ...args]), 'page'),
    getDocument: async (...args: unknown[]) => (calls.push(['getDocument', ...args]), 'document'),
  } as unknown as Platform;
  for (const row of Object.values(CONTENT)) await row.read(platform, 'sv');
  assert.deepEqual(calls, [
    ['getLicenseLogos', 'sv'], ['getInfoPage', 'about-us', 'sv'], ['getInfoPage', 'bonus-policy', 'sv'],
    ['getDocument', 'privacy', 'sv'], ['getDocument', 'cookies', 'sv'], ['getDocument', 'responsible-gaming', 'sv'],
  ]);
  assert.deepEqual(Object.fromEntries(Object.entries(CONTENT).map(([name, row]) => [name, row.capability])), {
    'license-logos': 'licenseLogos', 'about-us': 'infoPages', 'bonus-policy': 'infoPages',
    privacy: 'documents', cookies: 'documents', 'responsible-gaming': 'documents',
  });
});

test('a platform without the operation answers content.not-implemented, never a raw error', async () => {
  const platform = { name: 'realtime' } as unknown as Platform;
  await assert.rejects(async () => CONTENT.privacy.read(platform, 'en'), (error: { key?: string }) => error.key === 'content.not-implemented');
});

test('titles in English and Swedish', () => {
  const english = setupI18n({ locale: 'en', messages: { en } });
  const swedish = setupI18n({ locale: 'sv', messages: { sv } });
  assert.equal(english._(CONTENT.privacy.title), 'Privacy policy');
  assert.equal(swedish._(CONTENT['about-us'].title), 'Om oss');
});
