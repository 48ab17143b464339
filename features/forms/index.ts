export { useSessionDraft } from './session-draft.ts';
export { issuesByField, type FieldErrors } from './issues.ts';
