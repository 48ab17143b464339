import { useCatalogPart, withAdoptedStyles } from '../toolkit/host/index.ts';
import { SignInOAuthWidget, type SignInOAuthWidgetProps } from './signin-oauth-widget.tsx';
import { BANK_ID_STYLES } from './styles.ts';

/**
 * The bank-ID texts, a part of the catalog of their own (`bank-id`, scripts/split-catalogs.mjs BANK_ID): the sign-in
 * shows them only where the jurisdiction signs in with bank-ID, so they are not in the common part its first render
 * loads. The sign-in starts them with this chunk (features/signin/signin-widget.tsx).
 */
export const BANK_ID_TEXTS = 'bank-id';

const Styled = withAdoptedStyles(SignInOAuthWidget, BANK_ID_STYLES);

/**
 * The bank-ID sign-in as `<casino-signin>` shows it: with its styles, once its texts are here in the widget's
 * language (suspended until then: the sign-in's spinner, or the form kept hidden on a change of language), so that
 * it never shows a message id. Like the chunk, they are asked for again until they are here.
 */
export function SignInBankId(props: SignInOAuthWidgetProps) {
  useCatalogPart(BANK_ID_TEXTS);
  // Once the player is in, the signed-in view shows the sign-in's texts of its later part (features/signin).
  return <Styled {...props} texts="signin-later" />;
}
