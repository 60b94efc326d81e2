/*
 * Who cooks a planned meal (KitchenOwl issue #549): one member of the household the meal is
 * planned in, or nobody yet. The server keeps the cook a member (docs/households.md).
 */

/** A person alone in their household cooks every meal: naming the cook only helps two or more. */
export function canChooseCook(memberCount: number): boolean {
  return memberCount > 1;
}

/** How a slot names its cook: "Bo cooks". */
export function cookLabel(name: string): string {
  return `${name} cooks`;
}
