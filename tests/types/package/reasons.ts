// The page's own module reaching the package's entry by name (window.casino is typed too).
import { casino, type CasinoEventDetails } from 'casino-elements';

export { casino };
export type CasinoSignOutReasonCheck = CasinoEventDetails['casino-signed-out']['reason'];
