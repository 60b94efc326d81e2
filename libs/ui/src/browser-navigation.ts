/**
 * A full page navigation (to the identity provider: its pages are not the app's). An object, so a
 * component test can watch it: jsdom does not navigate.
 */
export const browserNavigation = { assign: (url: string) => window.location.assign(url) };
