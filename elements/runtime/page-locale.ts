// The page's configured language, for the element base to fetch a widget's catalog with its chunks. A
// module of its own: platform-access.ts sets the reader (define-element.ts must not import it, its
// cross-tab channel would start in every tool that only reads the element definitions).
export const pageLocale: { read: (jurisdiction?: string) => string | undefined } = { read: () => undefined };
