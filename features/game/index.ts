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
  display: flex; align-items: center; gap: 8px; padding: 4px 8px 4px 12px; min-height: 52px;
  background: var(--_bg); color: var(--_fg); border-bottom: 1px solid var(--_border);
}
.game-title { flex: 1; min-width: 0; margin: 0; font-size: 1rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.game-mode { margin-inline-start: 8px; font-weight: 400; font-size: 0.875rem; color: var(--_muted); }
.game-tool {
  flex: none; min-height: 44px; padding: 0 12px; border: 1px solid var(--_border); border-radius: var(--_radius);
  background: transparent; color: var(--_fg); font: inherit; font-size: 0.875rem; cursor: pointer;
}
.game-tool[aria-pressed="true"] { background: var(--_accent); color: var(--_on-accent); border-color: var(--_accent); }
.game-tool:focus-visible, .close:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.close { margin: 0; }
.game-stage { flex: 1; min-height: 0; display: grid; place-items: center; }
.game-frame { display: block; width: 100%; height: 100%; border: 0; background: #000000; }
.keep-aspect .game-frame { width: min(100%, calc((100dvh - 53px) * 16 / 9)); height: auto; aspect-ratio: 16 / 9; }
.game-status { color: #ffffff; }
.game-message { width: min(560px, calc(100% - 24px)); padding: 16px; border-radius: var(--_radius); background: var(--_bg); color: var(--_fg); }
.game-message .actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 12px; }
/* A phone: the tools' words give way to the title. */
@media (max-width: 480px) { .game-mode { display: none; } .game-tool { padding: 0 8px; } }
@media (forced-colors: active) { .game-tool[aria-pressed="true"] { border-width: 3px; } .game-status { color: CanvasText; } .game-overlay { background: Canvas; } }
`,
};
export default widget;
