export {
  containsEmail, passwordChecks, passwordIsStrong, PASSWORD_MIN_LENGTH, PASSWORD_RULES, type PasswordRule,
} from './password-rules.ts';
export { newPasswordSchema } from './password-schema.ts';
export { usePasswordChecklist } from './use-password-checklist.ts';
export { NewPasswordField } from './new-password-field.tsx';
