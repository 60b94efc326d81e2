/**
 * The device's localStorage keys the app keeps its session and settings under. Their own module,
 * free of imports, so the shell's build can read them too (the page's first paint reads these
 * keys before any of the app's scripts has run: shell/src/boot/last-seen-greeting.ts).
 */

/** The access token of the signed-in session (session.ts). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** The signed-in person's first name, for a greeting before the app knows who is signed in (session.ts). */
export const GREETING_NAME_KEY = 'greetingName';

/** Settings live only on the device (spec part 1 §3), the theme among them (device-settings.ts). */
export const APP_SETTINGS_KEY = 'appSettings';

/** The push token this app (Android or iOS) registered for the signed-in person, unregistered at sign-out (mfe-account notifications). */
export const NATIVE_PUSH_TOKEN_KEY = 'nativePushToken';
