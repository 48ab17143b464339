// The sandbox's content space: bonus entries as Contentful's Content Delivery API serves them (content type
// `bonus`: code, title, description as a Rich Text document, image as a link to an asset), in the space's
// default locale en-US and in sv-SE. Entries name the sandbox's bonuses by their codes (WELCOME100 is both a deposit
// offer and in Alex's bonuses; SPINS50 an offer; RELOAD50 Alex's). SPINS50's Swedish and English descriptions carry
// what a renderer must make harmless: a javascript: link, a node type no renderer knows, an embedded entry.

/** The space, environment and delivery token a page configures (`configure({ contentService })`). */
export const CMS_SPACE = 'sandbox-space';
export const CMS_ENVIRONMENT = 'master';
export const CMS_DELIVERY_TOKEN = 'sandbox-delivery-token';

/** The space's locales, each falling back to the default as a space's locales do unless set otherwise. */
export const CMS_DEFAULT_LOCALE = 'en-US';
export const CMS_LOCALES: readonly string[] = ['en-US', 'sv-SE', 'fi-FI', 'nb-NO', 'pl-PL', 'th-TH', 'es-ES'];

type Node = Record<string, unknown>;
const text = (value: string, ...marks: string[]): Node => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const block = (nodeType: string, ...content: Node[]): Node => ({ nodeType, data: {}, content });
const link = (uri: string, ...content: Node[]): Node => ({ nodeType: 'hyperlink', data: { uri }, content });
const doc = (...content: Node[]): Node => ({ nodeType: 'document', data: {}, content });

export interface CmsAsset {
  id: string;
  /** Per locale (a field missing in one falls back to the default locale). */
  title: Record<string, string>;
  /** The file's path on the sandbox origin: served as Contentful serves files, protocol-relative (`//host/path`). */
  path: string;
  contentType: string;
}

export interface CmsEntry {
  id: string;
  contentType: string;
  /** Each field per locale, as the space stores it. */
  fields: Record<string, Record<string, unknown>>;
}

export const CMS_ASSETS: readonly CmsAsset[] = [
  { id: 'welcome-image', title: { 'en-US': 'Welcome offer', 'sv-SE': 'Välkomsterbjudande' }, path: '/examples/bonus-welcome.svg', contentType: 'image/svg+xml' },
];

const hostilePart = (before: string, words: string): Node[] => [
  // A script address in a link: its words stay, the link goes.
  block('paragraph', text(before), link("javascript:window.__casinoXss = 'cms-link'", text(words)), text('.')),
  // A node type no renderer knows (what a newer editor, or an attacker, might send): left out.
  { nodeType: 'script', data: { src: 'https://evil.example/x.js' }, content: [text("window.__casinoXss = 'cms-node'")] },
  // An embedded entry this library has no view for: left out.
  { nodeType: 'embedded-entry-block', data: { target: { sys: { type: 'Link', linkType: 'Entry', id: 'promo-banner' } } }, content: [] },
];

export const CMS_ENTRIES: readonly CmsEntry[] = [
  {
    id: 'bonus-welcome100',
    contentType: 'bonus',
    fields: {
      code: { 'en-US': 'WELCOME100' },
      title: { 'en-US': 'Welcome offer: double your first deposit', 'sv-SE': 'Välkomsterbjudande: dubbla din första insättning' },
      description: {
        'en-US': doc(
          block('paragraph', text('We match your first deposit '), text('100%', 'bold'), text(' up to €100.')),
          block('unordered-list', block('list-item', block('paragraph', text('Wagering 35 times'))), block('list-item', block('paragraph', text('Valid for 30 days')))),
          block('paragraph', link('https://casino.example/bonus-terms', text('Bonus terms'))),
        ),
        'sv-SE': doc(
          block('paragraph', text('Vi matchar din första insättning med '), text('100 %', 'bold'), text(' upp till 100 €.')),
          block('unordered-list', block('list-item', block('paragraph', text('Omsättningskrav 35 gånger'))), block('list-item', block('paragraph', text('Gäller i 30 dagar')))),
          block('paragraph', link('https://casino.example/bonus-terms', text('Bonusvillkor'))),
        ),
      },
      image: { 'en-US': { sys: { type: 'Link', linkType: 'Asset', id: 'welcome-image' } } },
    },
  },
  {
    id: 'bonus-spins50',
    contentType: 'bonus',
    fields: {
      code: { 'en-US': 'SPINS50' },
      title: { 'en-US': '50 free spins on Starburst', 'sv-SE': '50 gratissnurr på Starburst' },
      description: {
        'en-US': doc(block('paragraph', text('With a deposit of €20 or more.', 'italic')), ...hostilePart('Read the ', 'terms')),
        'sv-SE': doc(block('paragraph', text('Vid en insättning på minst 20 €.', 'italic')), ...hostilePart('Läs ', 'villkoren')),
      },
    },
  },
  {
    id: 'bonus-reload50',
    contentType: 'bonus',
    fields: {
      code: { 'en-US': 'RELOAD50' },
      title: { 'en-US': 'Reload: 50% more on your next deposit', 'sv-SE': 'Påfyllning: 50 % extra på nästa insättning' },
      // No Swedish description: the space's fallback gives the English one.
      description: { 'en-US': doc(block('paragraph', text('Half as much again, up to €50.'))) },
    },
  },
];
