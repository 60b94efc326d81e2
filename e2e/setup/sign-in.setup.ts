import { newAccount, registerViaApi, STORED_ACCOUNTS, storedState, type StoredAccount } from '../fixtures/accounts';
import { expect, test as setup } from '../fixtures/test';
import { AppPage } from '../pages/app.page';
import { OnboardingPage } from '../pages/onboarding.page';

/** Where the app keeps its sign-in (libs/api-client session.ts; backend auth/refresh-cookie.ts). */
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_COOKIE = 'refresh_token';

// Registered through the API, signed in through the app as a person does; the browser's state then
// (the refresh cookie, the access token in localStorage) is what each journey starts from.
for (const [account, name] of Object.entries(STORED_ACCOUNTS) as Array<[StoredAccount, string]>) {
  setup(`sign in the ${account} account`, async ({ page, request, baseURL }) => {
    const details = newAccount(name);
    await registerViaApi(request, details);
    const onboarding = new OnboardingPage(page, { scan: false });
    await onboarding.open();
    await onboarding.signIn(details.email, details.password);
    await new AppPage(page).expectGreeting(name.split(' ')[0]);

    const state = await page.context().storageState({ path: storedState(account) });
    const stored = state.origins.find((origin) => origin.origin === new URL(baseURL!).origin)?.localStorage ?? [];
    expect(stored.map((item) => item.name), 'the access token is kept on the device').toContain(ACCESS_TOKEN_KEY);
    expect(state.cookies.map((cookie) => cookie.name), 'the refresh cookie is set').toContain(REFRESH_COOKIE);
  });
}
