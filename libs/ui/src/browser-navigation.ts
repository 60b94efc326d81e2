/**
 * Whether this page runs in the Android or iOS app (native/): its bridge defines
 * `window.Capacitor` before the page's scripts run. Read here rather than through @capacitor/core,
 * which the web app's first scripts would then carry.
 */
export function inNativeApp(): boolean {
  const bridge = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
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
