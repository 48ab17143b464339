export { clearDraft, readDraft } from './session-draft.ts';
export { useSessionDraft } from './session-draft-hook.ts';
export { clearAllDrafts, DRAFT_PREFIX } from './draft-storage.ts';
export { issuesByField, type FieldErrors } from './issues.ts';
export { emailSchema } from './email.ts';
export { useValidatedForm } from './use-validated-form.ts';
export type { DraftOptions, ValidatedFormApi, ValidatedFormOptions } from './use-validated-form.ts';
export { EmailField } from './email-field.tsx';
