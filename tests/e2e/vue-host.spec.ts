// examples/vue.html: the Vue 3 host page (examples/hosts/VueHost.vue, compiled at build time) in Chromium.
import { hostPageJourney } from './host-pages.ts';

hostPageJourney('Vue 3', '/examples/vue.html');
