export const KYC_STYLES = /* css */ `
.verify { display: grid; gap: var(--_space-5); }
.verify-guidance { border-inline-start: 4px solid var(--_accent); padding: var(--_space-1) var(--_space-3); }
.verify-guidance p { margin: var(--_space-1) 0; }
.verify-form { display: grid; gap: var(--_space-1); }
.field-label { margin: 0 0 6px; font-weight: var(--_weight-medium); }
.verify-pick, .verify-chosen { display: flex; flex-wrap: wrap; gap: var(--_space-3); align-items: center; }
.verify-preview { display: block; max-width: 100%; max-height: 240px; border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); }
.verify-file-name { margin: 0; overflow-wrap: anywhere; }
.verify-progress { display: flex; align-items: center; gap: 10px; margin: var(--_space-2) 0; }
.verify-progress progress { flex: 1 1 auto; height: 12px; accent-color: var(--_accent); }
.verify-progress span { font-variant-numeric: tabular-nums; min-width: 4ch; text-align: end; }
.documents-title { margin: 0 0 var(--_space-2); font-size: 1.0625rem; }
.document-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.document {
  display: grid; grid-template-columns: 1fr auto; gap: var(--_space-1) var(--_space-3); padding: 10px var(--_space-3);
  border: var(--_border-width) solid var(--_border); border-radius: var(--_radius);
}
/* A document type is one long word in some languages (Henkilöllisyystodistus): it breaks rather than push the
   status out of a phone's width. */
.document-type { font-weight: var(--_weight-bold); min-width: 0; overflow-wrap: anywhere; hyphens: auto; }
.document-status { justify-self: end; }
.document-date { color: var(--_muted); font-size: var(--_text-small); grid-column: 1 / -1; }
.document-reasons { grid-column: 1 / -1; }
.document-reasons p { margin: var(--_space-1) 0; font-weight: var(--_weight-medium); }
.document-reasons ul { margin: 0; padding-inline-start: var(--_space-5); }
.document-status.status-approved { color: var(--_success); }
.document-status.status-declined { color: var(--_error); }
.document-status.status-uploaded { color: var(--_info); }
`;
