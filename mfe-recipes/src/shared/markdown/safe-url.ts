// Links a recipe's text may keep: web pages and mail. Everything else (javascript:, data:, vbscript:,
// file:, the app's own relative paths…) is no link at all.
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * react-markdown's `urlTransform`: an http(s) or mailto address as the browser would read it, else
 * null, which leaves the element without the attribute (a link without href shows its text only).
 * The URL parser reads the address as the browser would (tabs and newlines inside a scheme are
 * dropped, case folded), so "java\tscript:" or "JaVaScRiPt:" cannot slip past.
 */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
  } catch {
    // Relative or unreadable: not a link out of the app.
    return null;
  }
}
