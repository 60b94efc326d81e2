import { parseDuration } from '@mealapp/domain';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanText } from './page-text.js';

// where recipe themes and plugins show the total time ("wprm-recipe-total-time-container", "total_time", "recipe-totaltime")
const TOTAL_TIME = '[class*="total-time" i], [class*="total_time" i], [class*="totaltime" i], [class*="time-total" i], [itemprop="totalTime"]';
// a label, a duration and little else
const MAX_LENGTH = 60;
// the first of them in page order: the outermost of a nest comes first
const MAX_CANDIDATES = 50;

/** An element's text if it is short (null if not), read without recursion: a hostile page can nest deeper than the stack. */
function shortText(element: AnyNode): string | null {
  let text = '';
  const pending: AnyNode[] = [element];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'text') text += node.data;
    else if ('children' in node && node.type === 'tag' && node.name !== 'script' && node.name !== 'style') {
      for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index]);
    }
    if (text.length > MAX_LENGTH * 4 || pending.length > MAX_LENGTH * 4) return null;
  }
  return cleanText(text);
}

/**
 * The total time a page shows in its own markup, for a recipe whose schema.org data gives no time
 * at all: the outermost element a theme names for it, its <time datetime> or its text ("Total Time
 * 1 hr 30 mins"). Null when there is none that reads as a duration.
 */
export function pageTotalTime($: CheerioAPI): number | null {
  const candidates = $(TOTAL_TIME)
    .slice(0, MAX_CANDIDATES)
    .filter((_, element) => $(element).parent().closest(TOTAL_TIME).length === 0)
    .toArray();
  for (const candidate of candidates) {
    const element = $(candidate);
    const datetime = element.find('time[datetime]').addBack('time[datetime]').first().attr('datetime') ?? element.attr('content');
    const text = datetime ? null : shortText(candidate);
    const minutes = datetime ? parseDuration(datetime) : text && text.length <= MAX_LENGTH && /\d\s*\p{L}/u.test(text) ? parseDuration(text) : null;
    if (minutes) return minutes;
  }
  return null;
}
