/**
 * Makes this page the Android or iOS app, as the apps' bridge does before the page's scripts run
 * (`window.Capacitor`, which @mealapp/ui's `inNativeApp()` and `nativePlatform()` read), or a
 * browser: `'web'`.
 */
export function runOnPlatform(platform: string): void {
  (window as { Capacitor?: unknown }).Capacitor = platform === 'web' ? undefined : { isNativePlatform: () => true, getPlatform: () => platform };
}
