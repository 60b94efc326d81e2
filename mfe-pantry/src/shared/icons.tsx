// Drawn icons: emoji glyphs render as boxes where no emoji font is installed.
export function BasketIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 10h18l-2 10H5L3 10zM8 10l4-6 4 6M9 14v3M12 14v3M15 14v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
