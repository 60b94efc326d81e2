/** What the Android and iOS apps' bridge (native/) defines as `window.Capacitor` before the page's scripts run. */
type NativeBridge = { isNativePlatform?: () => boolean; getPlatform?: () => string };
const nativeBridge = (): NativeBridge | undefined => (window as { Capacitor?: NativeBridge }).Capacitor;

/**
 * Whether this page runs in the Android or iOS app. Read from the bridge rather than through
 * @capacitor/core, which every script that asks would then carry (7.5 KB on Settings).
 */
export function inNativeApp(): boolean {
  return nativeBridge()?.isNativePlatform?.() === true;
}

/** 'android' or 'ios' in the apps (as @capacitor/core's `getPlatform()` answers), 'web' in a browser. */
export function nativePlatform(): string {
  return (inNativeApp() && nativeBridge()?.getPlatform?.()) || 'web';
}

/**
 * Leaving the app's pages. An object, so a component test can watch it: jsdom does not navigate.
 * - `assign`: a full page navigation in this tab.
 * - `openProvider`: a page of the household's identity provider. In a browser, this tab goes there;
 *   in the Android and iOS apps, the system browser opens it (Custom Tabs, Safari's view), never the
 *   app's own web view (RFC 8252), and the provider comes back by the app's link.
 */
export const browserNavigation = {
  assign: (url: string): void => window.location.assign(url),
  openProvider: async (url: string): Promise<void> => {
    if (!inNativeApp()) return browserNavigation.assign(url);
    const { Browser } = await import('@capacitor/browser');
    await Browser.open({ url, presentationStyle: 'popover' });
  },
};
