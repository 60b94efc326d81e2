import { Badge } from './surfaces';

/** A row with a change kept on the device and not yet sent: a small clock, named by `label` for screen readers. */
export function PendingMark({ label }: { label: string }) {
  return (
    <Badge tone="info" role="img" aria-label={label} title={label} data-testid="pending-mark">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Badge>
  );
}
