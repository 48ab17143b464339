export { loadCaptcha, captchaScriptAddress, RECAPTCHA_SCRIPT_URL } from './captcha.ts';
export type { CaptchaConfig, CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './captcha.ts';
export { CaptchaBox, CAPTCHA_STYLES } from './captcha-box.tsx';
export type { CaptchaBoxProps } from './captcha-box.tsx';
export { CaptchaPrompt, captchaPromptModule } from './captcha-prompt.tsx';
export type { CaptchaPromptProps } from './captcha-prompt.tsx';
