import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { inNativeApp } from '@mealapp/ui';
import { useFinishNativeProviderSignIn } from '@mealapp/api-client';

/**
 * In the Android and iOS apps, finishes a sign-in at the identity provider: the provider sends the
 * system browser back to the app by its link, the server takes the link (POST
 * /api/auth/oidc/native/finish) and names the app's page to go to, /signin/callback as on the web.
 * Here from the app's start, as the link may be what opened it. A browser never loads the plugins.
 */
export function NativeSignInLinks() {
  const navigate = useNavigate();
  const finish = useFinishNativeProviderSignIn();
  const current = useRef({ navigate, finish });
  useEffect(() => {
    current.current = { navigate, finish };
  }, [navigate, finish]);

  useEffect(() => {
    if (!inNativeApp()) return;
    let stop: (() => Promise<void>) | null = null;
    let unmounted = false;
    const finished = (url: string) => {
      const { navigate: go, finish: hand } = current.current;
      hand(url)
        .then((location) => go(location, { replace: true }))
        .catch(() => go('/signin/callback?problem=failed', { replace: true }));
    };
    void import('./sign-in-links')
      .then(({ followSignInLinks }) => followSignInLinks(finished))
      .then((stopFollowing) => {
        if (unmounted) void stopFollowing();
        else stop = stopFollowing;
      });
    return () => {
      unmounted = true;
      void stop?.();
    };
  }, []);
  return null;
}
