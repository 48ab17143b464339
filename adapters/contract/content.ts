// Part of the platform contract (adapters/contract.ts, its one entry): Content a platform serves for the page's content elements (license logos, info pages).

/** The info pages a platform serves (spec 002 §2.2, §7.2): the content elements about-us and bonus-policy show them. */
export type InfoPage = 'about-us' | 'bonus-policy';

/** Content for the page's content elements (area content). Operations a platform lacks are absent. */
export interface ContentOperations {
  /**
   * The regulators' license logos as HTML, for the license-logos element. Server-provided HTML: sanitized by the
   * adapter where it says so, and rendered only through the library's one sanitizer in any case.
   */
  getLicenseLogos?(): Promise<string>;
  /** An info page (about us, the bonus policy) as HTML, its links to the platform's own pages made absolute. Render only through the sanitizer. */
  getInfoPage?(page: InfoPage): Promise<string>;
}
