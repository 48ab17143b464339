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
}
