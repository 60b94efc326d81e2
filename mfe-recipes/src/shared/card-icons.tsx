import type { ReactNode } from 'react';

// The icons Home's recipe cards draw, and what every icon is drawn with: a module apart from the
// screens' icons (icons.tsx), so a card's chunk carries these alone.

/** Drawn icons: emoji glyphs render as boxes where no emoji font is installed. */
export function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export function PotIcon({ size = 40 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M4 10h16v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM2 10h20M9 6c0-1 1-1.5 1-2.5M13 6c0-1 1-1.5 1-2.5" strokeWidth="1.6" />
    </Icon>
  );
}

export function SparkleIcon({ size = 28 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" strokeWidth="1.6" />
    </Icon>
  );
}
