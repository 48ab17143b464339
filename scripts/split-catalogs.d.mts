export declare const LOCALES: readonly string[];
export declare const SHARED_BY: number;
export declare const FIRST: string;
export declare function widgetNames(root: string): string[];
export interface LaterPart {
  readonly index: string;
  readonly part: string;
  readonly later?: RegExp;
  readonly hosts?: readonly string[];
  /** Fetched once the first render has painted, not only with what shows its messages. */
  readonly afterPaint?: true;
  /** Fetched beside the widget's first reads: their static imports' messages are the first render's. */
  readonly beside?: readonly string[];
}
export declare const LATER_PARTS: {
  readonly signin: LaterPart & { readonly afterPaint: true };
  readonly account: LaterPart;
  readonly deposit: LaterPart;
  readonly signup: LaterPart & { readonly later: RegExp; readonly hosts: readonly string[]; readonly afterPaint: true };
};
export declare const ERRORS: { readonly part: string; readonly file: string; readonly notice: readonly string[] };
export declare const BANK_ID: { readonly part: string; readonly files: RegExp; readonly widget: string };
export declare function splitCatalogs(root: string): Record<string, Set<string>> & { common: Set<string> };
export declare const partFile: (locale: string, group: string) => string;
export declare function writeCatalogParts(root: string): void;
