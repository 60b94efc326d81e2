import { formatEventId, parseLastEventId, readHouseholdEvent, streamStart } from './household-events.js';

describe('event ids', () => {
  it('are the log position in decimal digits, and only that reads back', () => {
    expect(formatEventId(41)).toBe('41');
    expect(parseLastEventId('41')).toBe(41);
    expect(parseLastEventId('0')).toBe(0);
    for (const garbage of ['', 'abc', '-3', '1e3', '+7', '1.5', ' 4', '0x10', '9007199254740993', '99999999999999999']) expect(parseLastEventId(garbage)).toBeNull();
  });
});

describe('where a stream starts', () => {
  const log = { oldestKept: 5, lastIssued: 20 };

  it('is live without a Last-Event-ID', () => {
    expect(streamStart(undefined, log)).toEqual({ kind: 'live' });
    expect(streamStart('', log)).toEqual({ kind: 'live' });
  });

  it('replays after the last id while a change at or before it is kept', () => {
    expect(streamStart('10', log)).toEqual({ kind: 'replay', after: 10 });
    expect(streamStart('5', log)).toEqual({ kind: 'replay', after: 5 });
    expect(streamStart('20', log)).toEqual({ kind: 'replay', after: 20 });
  });

  it('reloads when every change up to the last id is gone, or nothing is kept', () => {
    expect(streamStart('4', log)).toEqual({ kind: 'reload' });
    expect(streamStart('10', { oldestKept: null, lastIssued: 20 })).toEqual({ kind: 'reload' });
  });

  it('reloads an id it never gave: garbage, negative, out of range, or past every seq handed out (a restored backup)', () => {
    for (const id of ['abc', '-3', '1e3', '99999999999999999999', '21', '1000']) expect(streamStart(id, log)).toEqual({ kind: 'reload' });
  });
});

describe('readHouseholdEvent', () => {
  it('reads a change of each entity, membership included', () => {
    for (const entity of ['pantry', 'shopping', 'meal-plan', 'recipe', 'recipe-category', 'membership']) {
      expect(readHouseholdEvent({ id: '7', event: 'change', data: `{"entity":"${entity}","id":3,"op":"delete","by":null}` })).toEqual({
        event: 'change',
        id: '7',
        data: { entity, id: 3, op: 'delete', by: null },
      });
    }
  });

  it('reads past fields it does not know, as a newer server may send', () => {
    expect(readHouseholdEvent({ id: '1', event: 'change', data: '{"entity":"pantry","id":3,"op":"upsert","by":{"id":2,"name":"Bo"},"at":"now"}' })).toEqual({
      event: 'change',
      id: '1',
      data: { entity: 'pantry', id: 3, op: 'upsert', by: { id: 2 } },
    });
    expect(readHouseholdEvent({ event: 'reload', data: '{"reason":"restored"}' })).toEqual({ event: 'reload', data: {} });
  });

  it('reads a reload, with or without the position to resume from', () => {
    expect(readHouseholdEvent({ id: '9', event: 'reload', data: '{}' })).toEqual({ event: 'reload', id: '9', data: {} });
    expect(readHouseholdEvent({ event: 'reload', data: '{}' })).toEqual({ event: 'reload', data: {} });
  });

  it.each([
    ['an unknown event', { event: 'hello', data: '{}' }],
    ['a change without an id', { event: 'change', data: '{"entity":"pantry","id":3,"op":"upsert","by":null}' }],
    ['an id that is no position', { id: 'x', event: 'change', data: '{"entity":"pantry","id":3,"op":"upsert","by":null}' }],
    ['an unknown entity', { id: '1', event: 'change', data: '{"entity":"garden","id":3,"op":"upsert","by":null}' }],
    ['an unknown op', { id: '1', event: 'change', data: '{"entity":"pantry","id":3,"op":"insert","by":null}' }],
    ['a missing by', { id: '1', event: 'change', data: '{"entity":"pantry","id":3,"op":"upsert"}' }],
    ['a by without an id', { id: '1', event: 'change', data: '{"entity":"pantry","id":3,"op":"upsert","by":{}}' }],
    ['data that is not JSON', { id: '1', event: 'change', data: 'pantry' }],
    ['a reload whose data is no object', { event: 'reload', data: '[]' }],
  ])('refuses %s', (_case, message) => {
    expect(readHouseholdEvent(message)).toBeNull();
  });
});
