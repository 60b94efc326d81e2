import styled from 'styled-components';
import { NOTIFICATION_SETTING_KEYS } from '@mealapp/domain';
import { Button, ErrorBanner, Note, Spinner } from '@mealapp/ui';
import { Modal, Switch } from '@mealapp/ui/controls';
import { NOTIFICATION_SETTING_TEXT, NOTIFICATIONS_TEXT } from './messages';
import { TestNotice } from './TestNotice';
import { useNotificationSettings } from './useNotificationSettings';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

// Always there, so the switches do not jump while the indicator comes and goes (as on Preferences).
const SaveStatus = styled.p`
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Switches = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;

  & > * + * { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/** Mounted only while the modal is open: the settings load when it opens. */
function NotificationSettingsBody({ unsupported, subscribeFailed }: { unsupported: boolean; subscribeFailed: boolean }) {
  const { settings, saving, saveFailed, setSetting } = useNotificationSettings();
  return (
    <Body>
      {unsupported && <Note>{NOTIFICATIONS_TEXT.unsupported}</Note>}
      {subscribeFailed && <ErrorBanner>{NOTIFICATIONS_TEXT.subscribeFailed}</ErrorBanner>}
      {saveFailed && <ErrorBanner>{NOTIFICATIONS_TEXT.saveFailed}</ErrorBanner>}
      {settings === null ? (
        <Spinner label={NOTIFICATIONS_TEXT.loading} />
      ) : (
        <Switches>
          {NOTIFICATION_SETTING_KEYS.map((key) => (
            <Switch
              key={key}
              label={NOTIFICATION_SETTING_TEXT[key].label}
              description={NOTIFICATION_SETTING_TEXT[key].description}
              checked={settings[key]}
              onChange={(on) => setSetting(key, on)}
            />
          ))}
        </Switches>
      )}
      <SaveStatus role="status">{saving ? NOTIFICATIONS_TEXT.saving : ''}</SaveStatus>
      <TestNotice />
    </Body>
  );
}

export interface NotificationSettingsModalProps {
  open: boolean;
  onClose: () => void;
  unsupported: boolean;
  subscribeFailed: boolean;
}

/** spec part 2 §2 Notifications UI: the six switches, each saved as it changes. */
export function NotificationSettingsModal({ open, onClose, unsupported, subscribeFailed }: NotificationSettingsModalProps) {
  return (
    <Modal
      open={open}
      title={NOTIFICATIONS_TEXT.title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {NOTIFICATIONS_TEXT.done}
        </Button>
      }
    >
      <NotificationSettingsBody unsupported={unsupported} subscribeFailed={subscribeFailed} />
    </Modal>
  );
}
