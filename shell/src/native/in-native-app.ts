/**
 * Whether this page runs in the Android or iOS app (native/): its bridge defines
 * `window.Capacitor` before the page's scripts run. Read here rather than through @capacitor/core,
 * which the web app's first scripts would then carry.
 */
export function inNativeApp(): boolean {
  const bridge = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}
