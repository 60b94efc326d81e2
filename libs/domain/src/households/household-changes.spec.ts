import { deltaCovers, deltaSince } from './household-changes';

describe('deltaCovers', () => {
  it.each([
    // since, oldest kept, last issued, covered
    [99, 100, 150, true], // the change just before the oldest kept one: nothing after it was pruned
    [120, 100, 150, true],
    [150, 100, 150, true], // up to date
    [98, 100, 150, false], // 99 may have been a change of this household, since pruned
    [0, 1, 150, true], // nothing ever pruned before the household's first change
    [0, 2, 150, false],
    [151, 100, 150, false], // past every position handed out: from before a restore
    [99, null, 150, false], // nothing kept: nothing to vouch for
    [-1, 1, 150, false],
    [1.5, 1, 150, false],
    [Number.MAX_SAFE_INTEGER + 1, 1, Number.MAX_SAFE_INTEGER + 1, false],
  ])('since %p, oldest kept %p, last issued %p: %p', (since, oldestKept, lastIssued, covered) => {
    expect(deltaCovers(since as number, { oldestKept: oldestKept as number | null, lastIssued: lastIssued as number })).toBe(covered);
  });
});

describe('deltaSince', () => {
  it.each([
    [null, 42, 41], // first batch on a fresh stream: from just before its first event
    [null, 1, 0],
    [37, 42, 37], // afterwards, from the last position applied
  ])('applied %p, first event %p: since %p', (applied, first, since) => {
    expect(deltaSince(applied, first)).toBe(since);
  });
});
