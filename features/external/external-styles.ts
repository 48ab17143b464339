import { PHONE_FRAME_OFFSET_PX } from './external-rules.ts';

/**
 * The frame fills the element's width; full screen it keeps 16:9 (spec 002 §2.2), within the window; on a phone
 * (a window up to 480 px wide) it is the window's height less 50 px.
 */
export const EXTERNAL_STYLES = /* css */ `
.external-frame { display: block; width: 100%; height: 480px; border: 0; }
.full-screen .external-frame { height: auto; aspect-ratio: 16 / 9; max-height: 100vh; }
@media (max-width: 480px) {
  .external-frame, .full-screen .external-frame { height: calc(100vh - ${PHONE_FRAME_OFFSET_PX}px); aspect-ratio: auto; }
}
`;
