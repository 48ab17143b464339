/** The content elements' styles: a document reads as text; the license logos sit in one row that wraps. */
export const CONTENT_STYLES = /* css */ `
.content-text { overflow-wrap: anywhere; }
.content-text img { max-width: 100%; height: auto; }
.content-license-logos .safe-html, .content-license-logos .safe-html > div {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-3);
}
.content-license-logos img { max-height: 48px; width: auto; }
`;
