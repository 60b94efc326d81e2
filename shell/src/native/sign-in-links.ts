import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { nativeCallbackQuery } from '@mealapp/domain';

/** A link the app already finished, by this page's life: a reload must not hand it over again. */
const FINISHED_KEY = 'providerSignIn.finishedLink';

/**
 * The identity provider's pages open in the system browser (browserNavigation.openProvider, never the
 * app's web view) and come back by the app's link. Loaded only in the Android and iOS apps.
 * Hands each sign-in app link (app.mealplanner:/signin/callback?…) to `finish`, once: while the app
 * runs, and the link that started it when the system closed the app meanwhile. Resolves to what stops it.
 */
export async function followSignInLinks(finish: (url: string) => void): Promise<() => Promise<void>> {
  const take = (url: string) => {
    if (!nativeCallbackQuery(url) || sessionStorage.getItem(FINISHED_KEY) === url) return;
    sessionStorage.setItem(FINISHED_KEY, url);
    void Browser.close().catch(() => undefined); // iOS closes its view itself; Android's tab may already be gone
    finish(url);
  };
  const listener = await App.addListener('appUrlOpen', ({ url }) => take(url));
  const launch = await App.getLaunchUrl();
  if (launch?.url) take(launch.url);
  return () => listener.remove();
}
