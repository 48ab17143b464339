/**
 * Where the `<0>` part of an error text links to, and a notice's "contact support": a file of its own, so that a
 * widget linking to support does not load the error catalogue (i18n/errors.ts), which comes with the error notice.
 */
export const SUPPORT_PATH = '/support';
