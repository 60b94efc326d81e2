/**
 * Steps as a recipe keeps them: each one text, which may hold Markdown (the apps we import from
 * write steps in Markdown). A step that is only a heading ("## For the sauce") names a section of
 * the method: it is shown as a heading, never numbered or cooked as a step. Imports write a
 * section's name this one way (sectionStep), so the editor shows it and an export writes it back.
 */

// A Markdown ATX heading's opening: one to six hashes, then a space or tab.
const HEADING_OPEN = /^#{1,6}[ \t]/;

/**
 * The section a step names when it is only a Markdown heading ("## Sauce", "### Sauce ###"), one
 * line, else null. Read without a backtracking pattern: a step is untrusted text.
 */
export function stepSection(instruction: string): string | null {
  const text = instruction.trim();
  if (!HEADING_OPEN.test(text) || text.includes('\n')) return null;
  let title = text.replace(/^#+/, '').trim();
  // a closing run of hashes is the heading's, when a space parts it from the title (counted from the end: /#+$/ backtracks)
  let end = title.length;
  while (end > 0 && title.charAt(end - 1) === '#') end -= 1;
  if (end === 0) return null;
  if (end < title.length && /[ \t]/.test(title.charAt(end - 1))) title = title.slice(0, end).trim();
  return title === '' ? null : title;
}

/** A title without the colon that ends it ("For the sauce:" is "For the sauce"); linear where /\s*:$/ is not. */
export function withoutColon(title: string): string {
  const text = title.trimEnd();
  return text.endsWith(':') ? text.slice(0, -1).trimEnd() : text;
}

/** A section's name as the step that heads it: "For the sauce:" is "## For the sauce". */
export function sectionStep(title: string): string {
  return `## ${withoutColon(title.replace(/\s+/g, ' ').trim())}`;
}

/**
 * A line of plain text that names a group rather than saying what to do: "For the sauce:",
 * "FILLING", "Topping:". Short, no digits, and a colon, "for the", or capitals make it a title.
 */
export function isSectionTitle(line: string): boolean {
  const text = line.trim();
  if (text === '' || text.split(/\s+/).length > 6 || /\d/.test(text)) return false;
  return /:$/.test(text) || /^for the\b/i.test(text) || (/\p{Lu}{3}/u.test(text) && text === text.toUpperCase());
}

export type ShownStep = { kind: 'section'; title: string; index: number } | { kind: 'step'; number: number; text: string; index: number };

/** Steps as the detail screen and cook mode show them: sections as headings, the rest numbered from 1. `index` is the step's place in the recipe. */
export function shownSteps(instructions: readonly string[]): ShownStep[] {
  let number = 0;
  return instructions.map((text, index) => {
    const title = stepSection(text);
    return title === null ? { kind: 'step', number: (number += 1), text, index } : { kind: 'section', title, index };
  });
}

/**
 * Text from another app kept as its author wrote it (Markdown included): line ends made "\n",
 * control characters but tab and newline dropped, runs of spaces inside a line made one and spaces
 * at line ends trimmed (a line's indent stays: it nests a list), at most one blank line in a row. Paragraphs, lists and headings survive; nothing is parsed.
 */
export function writtenText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is dropped
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/(?<=\S)[ \t\u00a0]+/g, (run, at: number, all: string) => (all[at + run.length] === '\n' || at + run.length === all.length ? '' : ' '))
      .replace(/^[ \t\u00a0]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
