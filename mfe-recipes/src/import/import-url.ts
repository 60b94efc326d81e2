import { IMPORT_TEXT } from '../shared/messages';

/** spec part 2 §5: 'Please enter a valid URL' unless the text is a web address (http or https, with a host). */
export function importUrlProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return IMPORT_TEXT.invalidUrl;
  const url = new URL(trimmed);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? null : IMPORT_TEXT.invalidUrl;
}
