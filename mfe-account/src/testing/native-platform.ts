/**
 * Makes this page the Android or iOS app, as the app's bridge does before the page's scripts run
 * (`window.Capacitor`, read by @mealapp/ui's `nativePlatform()`), or a browser: `'web'`.
 */
export function runAs(platform: string): void {
  (window as { Capacitor?: unknown }).Capacitor = platform === 'web' ? undefined : { isNativePlatform: () => true, getPlatform: () => platform };
}
