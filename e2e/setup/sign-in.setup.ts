import { STORED_ACCOUNTS, storedState, type StoredAccount } from '../fixtures/accounts';
import { signInAndStore } from '../fixtures/stored-sign-in';
import { test as setup } from '../fixtures/test';

// Registered through the API, signed in through the app as a person does; the browser's state then
// (the refresh cookie, the access token in localStorage) is what each journey starts from.
for (const account of Object.keys(STORED_ACCOUNTS) as StoredAccount[]) {
  setup(`sign in the ${account} account`, async ({ page, request, baseURL }) => {
    await signInAndStore(page, request, baseURL!, account, storedState(account));
  });
}
