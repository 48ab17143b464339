export const KYC_STYLES = /* css */ `
.verify { display: grid; gap: 20px; }
.verify-guidance { border-inline-start: 4px solid var(--_accent); padding: 4px 12px; }
.verify-guidance p { margin: 4px 0; }
.verify-form { display: grid; gap: 4px; }
.field-label { margin: 0 0 6px; font-weight: 600; }
.verify-pick, .verify-chosen { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.verify-preview { display: block; max-width: 100%; max-height: 240px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.verify-file-name { margin: 0; overflow-wrap: anywhere; }
.verify-progress { display: flex; align-items: center; gap: 10px; margin: 8px 0; }
.verify-progress progress { flex: 1 1 auto; height: 12px; accent-color: var(--_accent); }
.verify-progress span { font-variant-numeric: tabular-nums; min-width: 4ch; text-align: end; }
.documents-title { margin: 0 0 8px; font-size: 1.0625rem; }
.document-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.document {
  display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; padding: 10px 12px;
  border: 1px solid var(--_border); border-radius: var(--_radius);
}
/* A document type is one long word in some languages (Henkilöllisyystodistus): it breaks rather than push the
   status out of a phone's width. */
.document-type { font-weight: 700; min-width: 0; overflow-wrap: anywhere; hyphens: auto; }
.document-status { justify-self: end; }
.document-date { color: var(--_muted); font-size: 0.875rem; grid-column: 1 / -1; }
.document-reasons { grid-column: 1 / -1; }
.document-reasons p { margin: 4px 0; font-weight: 600; }
.document-reasons ul { margin: 0; padding-inline-start: 20px; }
.document-status.status-approved { color: var(--_success); }
.document-status.status-declined { color: var(--_error); }
.document-status.status-uploaded { color: var(--_info); }
`;
