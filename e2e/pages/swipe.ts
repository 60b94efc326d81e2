import { expect, type Locator, type Page } from '@playwright/test';

export interface DragLeftOptions {
  /** How far in from the row's right edge the press starts, in px. */
  fromRight: number;
  /** How far left the pointer goes, in 10 px steps, in px. */
  distance: number;
}

/**
 * A real leftward pointer drag on a row (libs/ui SwipeToDelete), left pressed: the caller releases
 * with `page.mouse.up()`. The drag only starts once the press has been held past the start delay
 * (spec part 1 §4), however far the pointer moves; so the pointer moves back and forth just past the
 * start distance, as a finger does, until the row follows it (its `data-swipe-state` leaves `idle`),
 * then goes on to `distance`.
 */
export async function dragLeft(page: Page, row: Locator, { fromRight, distance }: DragLeftOptions): Promise<void> {
  const swipe = page.locator('[data-swipe-state]').filter({ has: row });
  await row.scrollIntoViewIfNeeded();
  const box = (await row.boundingBox())!;
  const y = box.y + box.height / 2;
  const startX = box.x + box.width - fromRight;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  // Both swipes start past 15 px at most (libs/domain PANTRY_SWIPE, SHOPPING_SWIPE).
  let moves = 0;
  await expect
    .poll(
      async () => {
        moves += 1;
        await page.mouse.move(startX - 20 - (moves % 2), y);
        return swipe.getAttribute('data-swipe-state');
      },
      { message: 'the row follows the pointer once the press is held past the start delay', intervals: [25] },
    )
    .not.toBe('idle');
  for (let dx = 30; dx <= distance; dx += 10) await page.mouse.move(startX - dx, y);
}
