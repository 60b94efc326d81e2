/// <reference types="@capacitor/push-notifications" />
import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The household's server, read when `cap sync` (or `cap copy`) writes this config into the platform
 * projects. The app loads from it rather than from bundled files: the shell finds its feature apps
 * and its API on the origin that served it (backend/src/web), and the session cookie stays
 * first-party. Only its origin is kept, because the server serves the app at its root.
 */
function serverOrigin(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`MEALAPP_SERVER_URL must be an http(s) URL, got "${value}"`);
  return url.origin;
}

const server = serverOrigin(process.env.MEALAPP_SERVER_URL);

const config: CapacitorConfig = {
  appId: 'app.mealplanner',
  appName: 'Meal Planner',
  // The two local pages: index.html when no server was given, offline.html when it does not answer.
  webDir: 'www',
  server: server
    ? {
        url: server,
        // Android refuses plain http unless told; https is the way for anything beyond a home network (docs/deployment.md).
        cleartext: server.startsWith('http:'),
        errorPath: 'offline.html',
      }
    : undefined,
  plugins: {
    // iOS shows a push that arrives while the app is open only with these.
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
