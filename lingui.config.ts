import { defineConfig } from '@lingui/conf';

/** English is the source; every other catalog falls back to its language, then to English. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'en-US', 'nb', 'fi', 'pl-PL', 'th-TH', 'sv'],
  fallbackLocales: { 'en-US': 'en', 'pl-PL': 'en', 'th-TH': 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/i18n/locales/{locale}',
      include: ['<rootDir>/elements', '<rootDir>/features', '<rootDir>/ui', '<rootDir>/i18n'],
      exclude: ['**/node_modules/**', '<rootDir>/i18n/locales/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
  compileNamespace: 'es',
});
