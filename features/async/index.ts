export { useLoad, useOnce, type Load } from './use-load.ts';
