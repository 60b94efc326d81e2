import { ListRow } from '@mealapp/ui';
import { NOTIFICATIONS_TEXT } from './messages';
import { useNotificationsEntry } from './useNotificationsEntry';
import { lazyDialog } from '../shared/lazy-dialog';

const NotificationSettingsModal = lazyDialog(() => import(/* webpackPrefetch: true */ './NotificationSettingsModal').then((m) => m.NotificationSettingsModal));

/** The Settings "Notifications" row and the modal it opens (spec part 2 §4 Notifications). */
export function NotificationsRow() {
  const entry = useNotificationsEntry();
  return (
    <>
      <ListRow
        label={NOTIFICATIONS_TEXT.row}
        description={NOTIFICATIONS_TEXT.rowDescription}
        onClick={() => void entry.openSettings()}
        aria-haspopup="dialog"
        aria-busy={entry.asking || undefined}
      />
      <NotificationSettingsModal open={entry.open} onClose={entry.close} unsupported={entry.unsupported} subscribeFailed={entry.subscribeFailed} />
    </>
  );
}
