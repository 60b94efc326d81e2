import { useNavigate } from 'react-router-dom';
import { useFinishNativeProviderSignIn } from '@mealapp/api-client';
import { useNativeListener } from './use-native-listener';

const followSignInLinks = async (finish: (url: string) => void) => (await import('./sign-in-links')).followSignInLinks(finish);

/**
 * In the Android and iOS apps, finishes a sign-in at the identity provider: the provider sends the
 * system browser back to the app by its link, the server takes the link (POST
 * /api/auth/oidc/native/finish) and names the app's page to go to, /signin/callback as on the web.
 * Here from the app's start, as the link may be what opened it. A browser never loads the plugins.
 */
export function NativeSignInLinks() {
  const navigate = useNavigate();
  const finish = useFinishNativeProviderSignIn();
  useNativeListener(followSignInLinks, (url: string) => {
    finish(url)
      .then((location) => navigate(location, { replace: true }))
      .catch(() => navigate('/signin/callback?problem=failed', { replace: true }));
  });
  return null;
}
