export {
  containsEmail, newPasswordSchema, passwordChecks, passwordIsStrong, PASSWORD_MIN_LENGTH, PASSWORD_RULES, type PasswordRule,
} from './password-rules.ts';
export { usePasswordChecklist } from './use-password-checklist.ts';
export { NewPasswordField } from './new-password-field.tsx';
