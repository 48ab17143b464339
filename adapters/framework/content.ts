// Content through the provider (spec 002 §7.2, §9): the license logos from its footer-icons service and the info
// pages ({page}.aspx), over the library's one HTTP client and call policy. Both are HTML the page renders only
// through the library's one sanitizer (the content elements); here links to the provider's own pages are made to
// lead somewhere from the operator's page.
import * as v from 'valibot';
import type { InfoPage } from '../contract.ts';
import type { HttpRequest } from '../http-client.ts';
import { networkError, unknownError } from '../errors.ts';
import type { Fw } from './context.ts';

/** spec 002 §9: footer icons for country uk, language ENG; info pages in eng. */
export const FOOTER_ICONS_COUNTRY = 'uk';
export const DEFAULT_PROVIDER_LANGUAGE = 'eng';

/** The provider's three-letter language of each of the library's languages (ISO 639-2); others: eng. */
export const PROVIDER_LANGUAGES: Readonly<Record<string, string>> = {
  en: 'eng', sv: 'swe', fi: 'fin', nb: 'nor', pl: 'pol', th: 'tha', es: 'spa',
};

/** The provider's language for a locale: `sv` -> swe, `pl-PL` -> pol, an unknown one -> eng. */
export function providerLanguage(locale: string): string {
  return PROVIDER_LANGUAGES[locale.split('-')[0]?.toLowerCase() ?? ''] ?? DEFAULT_PROVIDER_LANGUAGE;
}

/** The footer-icons service and the info pages, below the provider's host. */
export const FOOTER_ICONS_PATH = '/footer-icons';
export const INFO_PAGES = { 'about-us': 'AboutUs', 'bonus-policy': 'BonusPolicy' } as const satisfies Record<InfoPage, string>;

/** The provider's answer: `{ data: { html } }`. */
const FooterIcons = v.object({ data: v.object({ html: v.string() }) });

async function request(fw: Fw, operation: 'getLicenseLogos' | 'getInfoPage', call: HttpRequest): Promise<string> {
  if (!fw.http) throw unknownError('content', { message: "The 'framework' platform needs a providerHost for its content." });
  const outcome = await fw.http.call(operation, fw.context.config, call);
  if (outcome.kind === 'no-answer') throw networkError('content', outcome.error);
  if (outcome.status < 200 || outcome.status >= 300) throw unknownError('content', { status: outcome.status, message: `${call.path} answered ${outcome.status}.` });
  return outcome.text;
}

/** POST to the footer-icons service, form-encoded country, brand and language; the answer's data.html. */
export async function getLicenseLogos(fw: Fw, locale = fw.context.config.locale): Promise<string> {
  const { brandId } = fw.context.config;
  const body = new URLSearchParams({ country: FOOTER_ICONS_COUNTRY, brand: brandId ?? '', language: providerLanguage(locale).toUpperCase() });
  const text = await request(fw, 'getLicenseLogos', { method: 'POST', path: FOOTER_ICONS_PATH, body });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unknownError('content', { message: `${FOOTER_ICONS_PATH} answered a body that is not JSON.` });
  }
  const parsed = v.safeParse(FooterIcons, json);
  if (!parsed.success) throw unknownError('content', { message: `${FOOTER_ICONS_PATH} answered an unexpected shape.` });
  return parsed.output.data.html;
}

/**
 * Links of an info page to the provider's help, privacy and contact pages (spec 002 §7.2), by the page's last
 * path segment: each leads to the provider's page of that name, and contact-us to the operator's support contact.
 */
export const INFO_PAGE_LINKS = {
  'help-deposit': 'HelpDeposit',
  'help-deposit-account': 'HelpDepositAccount',
  'help-deposit-banking': 'HelpDepositBanking',
  'privacy-policy': 'PrivacyPolicy',
  'contact-us': null,
} as const satisfies Record<string, string | null>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's links rewritten (INFO_PAGE_LINKS); every other link is left as it came. */
export function rewriteInfoLinks(html: string, providerHost: string, language: string, supportUrl: string): string {
  return html.replace(/\bhref\s*=\s*(["'])(.*?)\1/gi, (whole: string, _quote: string, href: string) => {
    let url: URL;
    try {
      url = new URL(href.replace(/&amp;/g, '&'), `${providerHost}/`);
    } catch {
      return whole;
    }
    const slug = (url.pathname.split('/').filter(Boolean).pop() ?? '').replace(/\.aspx$/i, '').toLowerCase();
    if (!Object.hasOwn(INFO_PAGE_LINKS, slug)) return whole;
    const page = INFO_PAGE_LINKS[slug as keyof typeof INFO_PAGE_LINKS];
    const target = page === null ? supportUrl : `${providerHost}/${page}.aspx?language=${encodeURIComponent(language)}`;
    return `href="${escapeAttribute(target)}"`;
  });
}

/** GET {page}.aspx with the language (eng unless the element's or the page's language is another), its links rewritten. */
export async function getInfoPage(fw: Fw, page: InfoPage, locale = fw.context.config.locale): Promise<string> {
  if (!Object.hasOwn(INFO_PAGES, page)) throw unknownError('content', { message: `No info page '${String(page)}'.` });
  const language = providerLanguage(locale);
  const html = await request(fw, 'getInfoPage', { method: 'GET', path: `/${INFO_PAGES[page]}.aspx`, query: { language } });
  return rewriteInfoLinks(html, fw.http!.baseURL, language, fw.context.config.supportUrl || '/support');
}
