import type { WidgetModule } from '../toolkit/host/index.ts';
import { GameWidget } from './game-widget.tsx';

export { holdPage, type PageHold } from './overlay.ts';

const widget: WidgetModule = {
  component: GameWidget,
  styles: /* css */ `
/* The element takes no space on the page: the game is an overlay. No containment either, or the fixed overlay
   would be held inside the element's box. */
:host { display: contents; container-type: normal; }
.game-overlay {
  position: fixed; inset: 0; z-index: var(--casino-game-z-index, 2147482000);
  display: flex; flex-direction: column; background: var(--casino-game-backdrop, #000000);
}
.guard { position: fixed; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
.game-dialog { flex: 1; display: flex; flex-direction: column; min-height: 0; outline: none; }
.game-toolbar {
  display: flex; align-items: center; gap: var(--_space-2); padding: var(--_space-1) var(--_space-2) var(--_space-1) var(--_space-3); min-height: 52px;
  background: var(--_bg); color: var(--_fg); border-bottom: var(--_border-width) solid var(--_border);
}
.game-title { flex: 1; min-width: 0; margin: 0; font-size: 1rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.game-mode { margin-inline-start: var(--_space-2); font-weight: var(--_weight); font-size: var(--_text-small); color: var(--_muted); }
.game-tool {
  flex: none; min-height: var(--_control-height); padding: 0 var(--_space-3); border: var(--_border-width) solid var(--_border); border-radius: var(--_radius);
  background: transparent; color: var(--_fg); font: inherit; font-size: var(--_text-small); cursor: pointer;
}
.game-tool[aria-pressed="true"] { background: var(--_accent); color: var(--_on-accent); border-color: var(--_accent); }
.game-tool:focus-visible, .close:focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
.close { margin: 0; }
.game-stage { flex: 1; min-height: 0; display: grid; place-items: center; }
.game-frame { display: block; width: 100%; height: 100%; border: 0; background: #000000; }
.keep-aspect .game-frame { width: min(100%, calc((100dvh - 53px) * 16 / 9)); height: auto; aspect-ratio: 16 / 9; }
.game-status { color: #ffffff; }
.game-message { width: min(560px, calc(100% - 24px)); padding: var(--_space-4); border-radius: var(--_radius); background: var(--_bg); color: var(--_fg); }
.game-message .actions { display: flex; gap: var(--_space-2); flex-wrap: wrap; margin-top: var(--_space-3); }
/* A phone: the tools' words give way to the title. */
@media (max-width: 480px) { .game-mode { display: none; } .game-tool { padding: 0 var(--_space-2); } }
@media (forced-colors: active) { .game-tool[aria-pressed="true"] { border-width: 3px; } .game-status { color: CanvasText; } .game-overlay { background: Canvas; } }
`,
};
export default widget;
