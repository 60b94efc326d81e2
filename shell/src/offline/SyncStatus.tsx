import { useEffect, useRef } from 'react';
import { useConnectivity, useWriteRefusals } from '@mealapp/api-client';
import { OFFLINE_TEXT, syncingText } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';
import styled from 'styled-components';

const Bar = styled.p`
  position: sticky;
  top: 0;
  z-index: 950;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
`;

/**
 * App-wide (docs/offline.md): "Offline — …" while the browser is offline, "Syncing n changes…"
 * while changes kept on the device are sent, and a toast for each queued change the server
 * refused, naming the item. The status region is always there, so a screen reader hears it change.
 */
export function SyncStatus() {
  const { online, pendingCount } = useConnectivity();
  const { refusals, dismiss } = useWriteRefusals();
  const toast = useToast();
  // Each refusal is shown once, even when an effect runs twice (StrictMode).
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const refusal of refusals) {
      if (!shown.current.has(refusal.id)) toast.show({ type: 'error', message: refusal.message, duration: 0 });
      shown.current.add(refusal.id);
      dismiss(refusal.id);
    }
  }, [refusals, toast, dismiss]);

  const text = !online ? OFFLINE_TEXT.offline : pendingCount > 0 ? syncingText(pendingCount) : null;
  return (
    <div role="status">
      {text && <Bar data-testid="sync-status">{text}</Bar>}
    </div>
  );
}
