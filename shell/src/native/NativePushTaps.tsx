import { useNavigate } from 'react-router-dom';
import { useNativeListener } from './use-native-listener';

const followPushTaps = async (go: (path: string) => void) => (await import('./push-taps')).followPushTaps(go);

/**
 * In the Android and iOS apps, follows taps on push notices from the app's start: the tap that
 * opened a closed app is held by the Push Notifications plugin until a listener comes, so the
 * listener is here, not with the device's sign-up in Settings. A browser never loads the plugin.
 */
export function NativePushTaps() {
  const navigate = useNavigate();
  useNativeListener(followPushTaps, (path: string) => navigate(path));
  return null;
}
