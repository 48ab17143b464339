import { GAME_LIST_STYLES } from '../toolkit/games/index.ts';
import type { WidgetModule } from '../toolkit/host/index.ts';
import { FavouritesWidget } from './favourites-widget.tsx';

const widget: WidgetModule = { component: FavouritesWidget, styles: GAME_LIST_STYLES };
export default widget;
