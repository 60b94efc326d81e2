import { Icon } from './card-icons';

export { PotIcon, SparkleIcon } from './card-icons';

export function HeartIcon({ filled, size }: { filled: boolean; size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 5.6 5 5 0 0 1 21.2 11C19 15.6 12 20 12 20z" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}

export function BackIcon() {
  return (
    <Icon>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function ShareIcon() {
  return (
    <Icon>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </Icon>
  );
}

export function CopyIcon() {
  return (
    <Icon>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </Icon>
  );
}

export function ImageIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5-5-9 8" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon size={18}>
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeWidth="3" />
    </Icon>
  );
}

export function CrossIcon() {
  return (
    <Icon size={18}>
      <path d="M6 6l12 12M18 6L6 18" strokeWidth="3" />
    </Icon>
  );
}

export function FilterIcon() {
  return (
    <Icon>
      <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />
    </Icon>
  );
}

export function ClockIcon() {
  return (
    <Icon size={16}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  );
}

export function ServingsIcon() {
  return (
    <Icon size={16}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M16 5.2a3 3 0 0 1 0 5.6M18 19a5.5 5.5 0 0 0-2.5-4.6" />
    </Icon>
  );
}

/** The hero's fallback when a recipe image cannot load (spec part 2 §2: a plate). */
export function PlateIcon() {
  return (
    <svg width="96" height="96" viewBox="0 0 64 64" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="32" cy="32" r="22" />
      <circle cx="32" cy="32" r="14" strokeDasharray="3 3" />
      <path d="M6 14v12a3 3 0 0 0 6 0V14M9 26v26M58 14c-4 0-6 5-6 12h6v26" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
