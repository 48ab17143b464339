// Legal texts served by /content/getdocument. Plausible, harmless HTML (a heading, paragraphs,
// a list, a link) so the front end's sanitizer and layout meet realistic content.
import type { DocumentType } from '../state.ts';

const OPERATOR = 'Sandbox Gaming Ltd';

function terms(version: number, jurisdiction: string): string {
  return `<h2>Terms and Conditions</h2>
<p>Version ${version}. These terms apply to every player of ${OPERATOR}, licensed under the ${jurisdiction} jurisdiction. By opening an account you confirm that you have read and accepted them.</p>
<h3>1. Your account</h3>
<ul>
  <li>You must be at least 18 years old, or older where the law of your country requires it.</li>
  <li>You may hold one account only, registered in your own name with true details.</li>
  <li>Keep your password secret; you are responsible for all play on your account.</li>
</ul>
<h3>2. Deposits and withdrawals</h3>
<p>Deposits must come from payment methods registered in your name. Before a withdrawal we may ask you to verify your identity and the source of your funds.</p>
<h3>3. Bonuses</h3>
<p>Bonus money carries wagering requirements that are shown before you claim a bonus. Bonus winnings cannot be withdrawn until those requirements are met.</p>
<h3>4. Responsible gaming</h3>
<p>You can set deposit, loss, wager and session limits, take a break or exclude yourself at any time from your account. See our <a href="/menu/responsible-gaming" target="_blank" rel="noopener">responsible gaming page</a> for help.</p>
<p>Changes to these terms are announced in advance; you will be asked to accept a new version before you play again.</p>`;
}

function privacyPolicy(version: number, jurisdiction: string): string {
  return `<h2>Privacy Policy</h2>
<p>Version ${version}. ${OPERATOR} processes your personal data to run your account, meet its ${jurisdiction} licence duties and prevent fraud and money laundering.</p>
<h3>What we keep</h3>
<ul>
  <li>Identity and contact details you give us at sign-up.</li>
  <li>Payment and gaming history, kept for as long as the law requires.</li>
  <li>Technical data such as your IP address and device, to protect your account.</li>
</ul>
<p>You may ask for a copy of your data, its correction or its deletion where the law allows, by writing to our support team.</p>`;
}

function cookiePolicy(version: number): string {
  return `<h2>Cookie Policy</h2>
<p>Version ${version}. ${OPERATOR} uses cookies that keep you signed in and remember your language. With your consent we also measure how the site is used.</p>
<ul>
  <li>Necessary cookies: your session and your security settings.</li>
  <li>Preference cookies: your language and currency.</li>
  <li>Analytics cookies: only with your consent, and you may withdraw it at any time.</li>
</ul>`;
}

function responsibleGaming(version: number, jurisdiction: string): string {
  return `<h2>Responsible Gaming</h2>
<p>Version ${version}. Gambling should be fun. ${OPERATOR} offers every ${jurisdiction} player tools to stay in control.</p>
<ul>
  <li>Deposit, loss, wager and session limits.</li>
  <li>A break of a day, a week or a month, and self-exclusion.</li>
  <li>A short self-test (PGSI) that tells you whether your play is at risk.</li>
</ul>
<p>If you need help, contact an independent support service such as <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>.</p>`;
}

export const DOCUMENTS = {
  TermsAndConditions: terms,
  PrivacyPolicy: privacyPolicy,
  CookiePolicy: cookiePolicy,
  PGSI: responsibleGaming,
} satisfies Record<DocumentType, (version: number, jurisdiction: string) => string>;

export function documentType(value: string): DocumentType | undefined {
  return (Object.keys(DOCUMENTS) as DocumentType[]).find((type) => type.toLowerCase() === value.toLowerCase());
}
