// examples/react.html: the React 19 host page (examples/hosts/react-host.tsx) in Chromium.
import { hostPageJourney } from './host-pages.ts';

hostPageJourney('React 19', '/examples/react.html');
