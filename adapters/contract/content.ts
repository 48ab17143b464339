// Part of the platform contract (adapters/contract.ts, its one entry): Content a platform serves for the page's content elements (license logos, info pages, documents).

/** The info pages a platform serves (spec 002 §2.2, §7.2): the content elements about-us and bonus-policy show them. */
export type InfoPage = 'about-us' | 'bonus-policy';

/**
 * The legal and information documents of `<casino-document name="…">`: the privacy policy, the cookie policy and the
 * responsible-gaming information (REST: the `PrivacyPolicy`, `CookiePolicy` and `PGSI` documents of /content/getdocument).
 */
export type DocumentName = 'privacy' | 'cookies' | 'responsible-gaming';

/**
 * Content for the page's content elements (area content). Operations a platform lacks are absent (capabilities
 * `licenseLogos`, `infoPages`, `documents`). Each takes the language the element shows (its own `locale`, else the
 * page's), so two elements of a page in two languages each get theirs.
 */
export interface ContentOperations {
  /**
   * The regulators' license logos as HTML, for the license-logos element. Server-provided HTML: sanitized by the
   * adapter where it says so, and rendered only through the library's one sanitizer in any case.
   */
  getLicenseLogos?(locale?: string): Promise<string>;
  /** An info page (about us, the bonus policy) as HTML, its links to the platform's own pages made absolute. Render only through the sanitizer. */
  getInfoPage?(page: InfoPage, locale?: string): Promise<string>;
  /** A published document (privacy, cookies, responsible gaming) as HTML, in the language asked for. Render only through the sanitizer. */
  getDocument?(name: DocumentName, locale?: string): Promise<string>;
  /**
   * The content service's texts for these bonus codes in this language (the page's by default): one per code the
   * service has an entry for, none for the others. Present whenever the page configures a content service
   * (`contentService`), whatever the platform: it is no platform call. Widgets show the backend's own texts
   * where there is no entry, and when this fails.
   */
  getBonusContent?(codes: readonly string[], locale?: string): Promise<readonly BonusContent[]>;
}

/**
 * A content management service (spec 002 §7.4: "queried for entries such as bonus content"), beside whatever
 * platform the page runs on: Contentful's Content Delivery API, set in code only (`configure({ contentService })`):
 * the delivery token is a credential, so no attribute sets it.
 */
export interface ContentServiceConfig {
  /** The API's base address: `https://cdn.contentful.com` (the sandbox serves one at `/cms`). */
  url: string;
  /** The space's id. */
  space: string;
  /** The environment, default `master`. */
  environment?: string;
  /** A Content Delivery API token (sent as `Authorization: Bearer …`). */
  accessToken: string;
  /** The content type of the bonus entries, default `bonus`; its `code` field names the bonus (its promo code). */
  bonusContentType?: string;
  /**
   * The space's locale code for each of the library's languages, where it differs from the defaults (`en` →
   * `en-US`, `sv` → `sv-SE`, `fi` → `fi-FI`, `nb` → `nb-NO`, `pl-PL`, `th-TH`, `es-ES`); a language with none
   * asks for `en-US`, and the space's own fallback chain fills a field missing in a locale.
   */
  locales?: Readonly<Record<string, string>>;
}

/** A style of a run of rich text. */
export type RichTextMark = 'bold' | 'italic' | 'underline' | 'code' | 'superscript' | 'subscript' | 'strikethrough';

/** The blocks of rich text that hold other nodes. */
export type RichTextBlock =
  | 'paragraph' | 'heading-1' | 'heading-2' | 'heading-3' | 'heading-4' | 'heading-5' | 'heading-6'
  | 'unordered-list' | 'ordered-list' | 'list-item' | 'blockquote';

/**
 * A node of rich text, as the adapter checked it: only these kinds exist (a service's other node types are left
 * out), links are http(s) or mailto, images http(s). Rendered as elements, never as HTML.
 */
export type RichTextNode =
  | { readonly kind: 'text'; readonly value: string; readonly marks: readonly RichTextMark[] }
  | { readonly kind: RichTextBlock; readonly content: readonly RichTextNode[] }
  | { readonly kind: 'hr' }
  | { readonly kind: 'link'; readonly href: string; readonly content: readonly RichTextNode[] }
  | { readonly kind: 'image'; readonly src: string; readonly alt: string };

/** A rich-text document: its top-level nodes. */
export interface RichText {
  readonly content: readonly RichTextNode[];
}

/** The content service's texts for one bonus, in the language asked for (the backend's own texts where there is none). */
export interface BonusContent {
  /** The bonus's code (the promo code the platform names it by). */
  code: string;
  /** Shown instead of the bonus's name. */
  title: string;
  /** Shown instead of the bonus's description; null when the entry has none. */
  description: RichText | null;
  /** An image (http or https), shown instead of the bonus's own. */
  image?: { url: string; alt: string };
}
