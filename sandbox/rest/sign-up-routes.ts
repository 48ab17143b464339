// The sign-up endpoints (spec 002 section 7.4), registered in routes.ts by one line.
import { publicRoute, type Route } from './router.ts';
import {
  activate, callingCodes, countries, currencies, requestActivationCode, requestOtp, signInWithSms, signUp, signUpWithToken,
  validateEmail, validatePhone, validateUsername,
} from './sign-up.ts';

export const SIGN_UP_ROUTES: readonly Route[] = [
  publicRoute('GET', '/countries', countries),
  publicRoute('GET', '/currencies', currencies),
  publicRoute('GET', '/calling-codes', callingCodes),
  publicRoute('GET', '/player/validate-email', validateEmail),
  publicRoute('GET', '/player/validate-phone', validatePhone),
  publicRoute('GET', '/player/validate-username', validateUsername),
  publicRoute('GET', '/player/request-otp', requestOtp),
  publicRoute('POST', '/player/signin/sms', signInWithSms),
  publicRoute('POST', '/player/signup/v2', signUp),
  publicRoute('POST', '/player/signup/token', signUpWithToken),
  publicRoute('POST', '/player/request-activation-code', requestActivationCode),
  publicRoute('POST', '/player/activate', activate),
];
