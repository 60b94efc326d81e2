import { parseDuration } from '@mealapp/domain';
import type { CheerioAPI } from 'cheerio';
import { cleanText } from './page-text.js';

// where recipe themes and plugins show the total time ("wprm-recipe-total-time-container", "total_time", "recipe-totaltime")
const TOTAL_TIME = '[class*="total-time" i], [class*="total_time" i], [class*="totaltime" i], [class*="time-total" i], [itemprop="totalTime"]';
// a label, a duration and little else
const MAX_LENGTH = 60;
const MAX_CANDIDATES = 20;

/**
 * The total time a page shows in its own markup, for a recipe whose schema.org data gives no time
 * at all: the outermost element a theme names for it, its <time datetime> or its text ("Total Time
 * 1 hr 30 mins"). Null when there is none that reads as a duration.
 */
export function pageTotalTime($: CheerioAPI): number | null {
  const candidates = $(TOTAL_TIME)
    .filter((_, element) => $(element).parent().closest(TOTAL_TIME).length === 0)
    .slice(0, MAX_CANDIDATES)
    .toArray();
  for (const candidate of candidates) {
    const element = $(candidate);
    const datetime = element.find('time[datetime]').addBack('time[datetime]').first().attr('datetime') ?? element.attr('content');
    const text = cleanText(element.text());
    const minutes = datetime ? parseDuration(datetime) : text.length <= MAX_LENGTH && /\d\s*\p{L}/u.test(text) ? parseDuration(text) : null;
    if (minutes) return minutes;
  }
  return null;
}
