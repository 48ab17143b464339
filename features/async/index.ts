export { useLoad, useOnce, type Load } from './use-load.ts';
export { useFailureNotice } from './failure-notice.ts';
