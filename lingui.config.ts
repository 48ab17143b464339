import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** English is the source; every other catalog falls back to its language, then to English. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'en-US', 'nb', 'fi', 'pl-PL', 'th-TH', 'sv', 'es-ES'],
  fallbackLocales: { 'en-US': 'en', 'pl-PL': 'en', 'th-TH': 'en', 'es-ES': 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/i18n/locales/{locale}',
      include: ['<rootDir>/elements', '<rootDir>/features', '<rootDir>/ui', '<rootDir>/i18n'],
      exclude: ['**/node_modules/**', '<rootDir>/i18n/locales/**'],
    },
  ],
  // File names without line numbers: an edit elsewhere in a file leaves every catalog as it was, so catalogs
  // change (and merge) only where a message did.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'es',
});
