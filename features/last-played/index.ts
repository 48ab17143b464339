import { GAME_LIST_STYLES } from '../toolkit/games/index.ts';
import type { WidgetModule } from '../toolkit/host/index.ts';
import { LastPlayedWidget } from './last-played-widget.tsx';

export { DEFAULT_LAST_PLAYED_LIMIT } from './last-played-widget.tsx';

const widget: WidgetModule = { component: LastPlayedWidget, styles: GAME_LIST_STYLES };
export default widget;
