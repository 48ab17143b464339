/** The manifest's custom elements with a tag, each with the lists its superclasses in the manifest declare for it. */
export function manifestElements<T extends { tagName?: string } = ManifestElement>(manifest: unknown): Array<T & { tagName: string }>;

interface Named { name: string; description?: string }
export interface ManifestElement {
  kind: string; name: string; tagName?: string; customElement?: boolean; summary?: string; description?: string;
  attributes?: Array<Named & { fieldName?: string; type?: { text: string }; values?: string[] }>;
  members?: Array<Named & { kind: string; static?: boolean; privacy?: string; type?: { text: string } }>;
  events?: Array<Named & { type?: { text: string } }>;
  cssParts?: Named[]; cssProperties?: Array<Named & { default?: string }>; cssStates?: Named[];
}
