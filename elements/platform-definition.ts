/**
 * The definition of `<casino-platform>`, apart from its element: the element configures the page when it
 * is imported (platform-access.ts), while the manifest generator and its test read this in node.
 */
import { attribute, configElementDefinition } from './runtime/element-definition.ts';

export const casinoPlatformDefinition = configElementDefinition({
  tag: 'casino-platform',
  summary: 'The page\'s configuration, for pages made of tags only (CMS templates). Renders nothing.',
  description: 'Secrets (session ids, tokens) are never read from attributes: they come from sign-in, or from `window.casino.configure()`. Each attribute is also a property (`el.apiUrl = \'/api\'` configures like the attribute does). An empty or removed attribute leaves the option as it was.',
  attributes: {
    platform: attribute.string('The backend: rest (default), realtime, skillonnet, framework.'),
    apiUrl: attribute.string('Address of the operator\'s backend (default /api): the REST platform\'s API, or the realtime platform\'s HTTP API beside the router for jackpots and favourites (`/` for the page\'s origin).'),
    jurisdiction: attribute.string('mga (default), sga, es, ukgc: the rules every element follows.'),
    locale: attribute.string('en (default; es-ES in the es jurisdiction when no locale is named), en-US, nb, fi, pl-PL, th-TH, sv, es-ES, or a locale added from a whole catalog (configure({ messages })).'),
    timeoutMs: attribute.number('Time-out of each request in milliseconds (default 10000).'),
    retries: attribute.number('How often a read is retried (default 3; writes never are).'),
    merchantId: attribute.string('The payment cashier\'s merchant id.'),
    cashierEnvironment: attribute.string('production (default), test, mrgreen, casumo, development (http://localhost:5000).'),
    cashierUrl: attribute.string('The cashier\'s base address instead of the environment\'s (a local cashier on another port).'),
    captchaSiteKey: attribute.string('Captcha: the provider\'s public site key (reCAPTCHA v2). REST platform: the reset request then shows a captcha and sends its token as X-Captcha-Token, and any other call the platform marks as sensitive (refused with CaptchaInvalid) asks the player for a captcha and goes again with its token.'),
    captchaScriptUrl: attribute.string('Captcha: the provider\'s script, loaded when a captcha is first shown (default https://www.google.com/recaptcha/api.js; the sandbox serves /captcha/api.js). https: or the page\'s origin only; it gets the page\'s nonce only when its origin is trusted in code (configure({ trustedScriptOrigins })).'),
    termsUrl: attribute.string('The operator\'s terms-and-conditions page, linked where the platform serves no terms text (realtime).'),
    supportUrl: attribute.string('The operator\'s support contact (a page, or a mailto: or tel: address), offered to a player who needs help: the self-test\'s result, a break, a refused sign-in (default /support).'),
    wampUrl: attribute.string('Realtime platform: the WAMP router, for example wss://api.example.com/v2.'),
    realm: attribute.string('Realtime platform: the WAMP realm (the operator\'s site domain).'),
    skin: attribute.string('SkillOnNet platform: the skin (brand) name.'),
    serviceUrl: attribute.string('SkillOnNet platform: the service address (jackpots, winners).'),
    providerScriptUrl: attribute.string('Framework platform: the provider\'s framework script.'),
    providerHost: attribute.string('Framework platform: the provider\'s host passed to its init.'),
    brandId: attribute.string('Framework platform: the brand id passed to the provider\'s init.'),
    brandDomain: attribute.string('Framework platform: the brand domain passed to the provider\'s init.'),
    analytics: attribute.string('datalayer: pushes each casino-funnel event (sign-up steps, deposits, limits, dialogs; no personal data) to window.dataLayer for Google Tag Manager, as { event: \'casino_...\', ... }; none (the default) pushes nothing. docs/integration.md, "Analytics".'),
    queryTriggers: attribute.string('Which links open a widget from the page\'s address: all, or the widgets\' names (reset-password activation unsubscribe deposit withdraw message), spaces or commas between; none (the default) leaves the address to the page. Each link\'s parameters: docs/integration.md, "Links that open a widget".'),
  },
});
