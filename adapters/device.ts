import { type NavigatorLike, devicePlatform } from './device-platform.ts';

/** What the platform records of the device at sign-in (`Platform`, `OperatingSystem`, `Browser`). */
export interface DeviceDetails {
  platform: 'desktop' | 'mobile';
  operatingSystem?: string;
  browser?: string;
}

// First match wins, so the more specific patterns come first (Android user agents also say Linux,
// Edge and Opera also say Chrome, Chrome also says Safari).
const OPERATING_SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS|Chromium/, 'Chrome'],
  [/Safari/, 'Safari'],
];

function firstMatch(table: ReadonlyArray<readonly [RegExp, string]>, userAgent: string): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}


/** From `navigator` when there is one (browsers); a desktop with no details otherwise (node). */
export function detectDevice(navigator: NavigatorLike | undefined = globalThis.navigator): DeviceDetails {
  const userAgent = navigator?.userAgent ?? '';
  const operatingSystem = firstMatch(OPERATING_SYSTEMS, userAgent);
  const browser = firstMatch(BROWSERS, userAgent);
  return {
    platform: devicePlatform(navigator),
    ...(operatingSystem ? { operatingSystem } : {}),
    ...(browser ? { browser } : {}),
  };
}
