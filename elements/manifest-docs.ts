/**
 * What the parts and design tokens of every widget mean, written once for all elements. Which element
 * renders which part and uses which token is not listed here: custom-elements-manifest.config.mjs reads
 * it from the code each element ships (the part names its feature chunk renders, the `var(--casino-*)`
 * of the styles it adopts, with their real defaults), and fails the build when one has no entry here.
 * Only the manifest generator imports this file; it never reaches the browser.
 */

/** Every `part` name a widget renders. A name made of a prefix and a value (notice-<level>) has a row per value. */
export const PARTS: Readonly<Record<string, string>> = {
  frame: 'The widget frame (the dialog in a modal).',
  header: 'The title bar: the heading and the close button.',
  title: 'The heading.',
  'close-button': 'The close button.',
  notices: 'The notices area at the top of the widget.',
  body: 'The widget\'s content below the notices.',
  'bot-protection': 'The container a bot-protection challenge renders into.',
  notice: 'Each notice (also notice-error, notice-warning, notice-success or notice-info).',
  'notice-error': 'An error notice.',
  'notice-warning': 'A warning notice.',
  'notice-success': 'A success notice.',
  'notice-info': 'An information notice.',
  form: 'A form.',
  'bank-id': 'The bank-ID sign-in: its start button, status, QR code and Cancel.',
  qr: 'The bank-ID QR code and its text alternative.',
  fieldset: 'A group of fields with its legend (the sign-up limits).',
  field: 'Each field: its label, control, hint and error.',
  label: 'Each field\'s label or legend.',
  input: 'Each text input.',
  select: 'Each select list.',
  'field-error': 'Each field\'s error text.',
  'otp-digit': 'Each box of a one-time code.',
  'password-toggle': 'The button that shows or hides a password.',
  'password-checklist': 'The password rules\' checklist.',
  button: 'Each button (also button-primary, button-secondary or button-link).',
  'button-primary': 'A primary button.',
  'button-secondary': 'A secondary button.',
  'button-link': 'A button that looks like a link.',
  cta: 'A message\'s call to action (also a button).',
  tooltip: 'A tooltip.',
  content: 'Server-provided content (sanitized html: bonus texts, inbox messages, terms).',
  tabs: 'The account\'s menu and its panel.',
  'tab-list': 'The menu (a list of tabs; a select list in a modal or at 540px or less).',
  tab: 'Each menu entry.',
  'tab-selected': 'The chosen menu entry.',
  'tab-panel': 'The chosen tab\'s content.',
  accordion: 'The inbox list.',
  'accordion-button': 'Each inbox message\'s header, which opens it.',
  paginator: 'Previous, page number and Next.',
  stats: 'The history\'s statistics header.',
  transactions: 'The history list.',
  bonus: 'Each bonus.',
  'bonus-selector': 'The list of bonuses to choose from.',
  balance: 'The balance line.',
  deposit: 'The deposit\'s content: notices, bonus selector and cashier.',
  cashier: 'The cashier\'s container.',
  iframe: 'The cashier iframe.',
  lookup: 'The lookup (checkout client) iframe.',
  stepper: 'The step indicator.',
  wizard: 'The sign-up wizard.',
};

/**
 * Every `--casino-*` design token. They inherit through the shadow boundary: one rule on :root themes
 * every widget. Each colour has a `-dark` twin used under `prefers-color-scheme: dark`.
 */
export const TOKENS: Readonly<Record<string, string>> = {
  '--casino-accent': 'Buttons, checkboxes, the step indicator and focus rings.',
  '--casino-accent-dark': 'The accent in dark mode (falls back to --casino-accent, then to its default).',
  '--casino-on-accent': 'Text on the accent colour.',
  '--casino-on-accent-dark': 'Text on the accent colour in dark mode.',
  '--casino-background': 'The widget\'s background.',
  '--casino-background-dark': 'The widget\'s background in dark mode.',
  '--casino-text': 'Text colour.',
  '--casino-text-dark': 'Text colour in dark mode.',
  '--casino-muted': 'Secondary text: hints, unmet password rules.',
  '--casino-muted-dark': 'Secondary text in dark mode.',
  '--casino-border': 'Borders of inputs and lists.',
  '--casino-border-dark': 'Borders in dark mode.',
  '--casino-error': 'Errors.',
  '--casino-error-dark': 'Errors in dark mode.',
  '--casino-warning': 'Warnings.',
  '--casino-warning-dark': 'Warnings in dark mode.',
  '--casino-success': 'Success notices and met password rules.',
  '--casino-success-dark': 'Success in dark mode.',
  '--casino-info': 'Information notices.',
  '--casino-info-dark': 'Information in dark mode.',
  '--casino-radius': 'Corner radius.',
  '--casino-font': 'Font family.',
  '--casino-font-size': 'Base font size.',
  '--casino-frame-background-image': 'The image behind the widget: the element sets it from its `background-image` attribute (a url(...)).',
};
