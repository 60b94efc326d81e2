import { accountApi } from '@mealapp/api-client';

/**
 * The notification endpoints as this screen uses them: a save, a subscribe or a native token
 * refetches nothing, so an older answer never replaces the switches the user just set (as
 * savePreferences in api-client).
 */
export const notificationsApi = accountApi.enhanceEndpoints({
  endpoints: {
    saveNotificationSettings: { invalidatesTags: [] },
    subscribePush: { invalidatesTags: [] },
    registerPushToken: { invalidatesTags: [] },
    sendTestNotification: { invalidatesTags: [] },
    unsubscribePush: { invalidatesTags: [] },
    unregisterPushToken: { invalidatesTags: [] },
  },
});
