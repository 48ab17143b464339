// The Vue 3 example host's entry (examples/vue.html): mounts the compiled VueHost component.
import { createApp } from 'vue';
import VueHost from './VueHost.vue';

const root = document.querySelector<HTMLElement>('#vue-root')!;
// The page's configuration: the sandbox cashier's origin, as the sandbox serves the page.
createApp(VueHost, { cashierUrl: root.dataset.cashierUrl ?? '' }).mount(root);
