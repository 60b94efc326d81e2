import { changeEvent, reloadEvent, streamStart } from './change-events.js';

describe('change events', () => {
  it('frames a change as an SSE event with the seq as its id and JSON data, an insert as an upsert', () => {
    expect(changeEvent({ seq: 41, entity: 'pantry', entityId: 12, op: 'upsert', userId: 3 })).toBe(
      'id: 41\nevent: change\ndata: {"entity":"pantry","id":12,"op":"upsert","by":{"id":3}}\n\n',
    );
    expect(changeEvent({ seq: 43, entity: 'shopping', entityId: 8, op: 'insert', userId: 3 })).toBe(
      'id: 43\nevent: change\ndata: {"entity":"shopping","id":8,"op":"upsert","by":{"id":3}}\n\n',
    );
    expect(changeEvent({ seq: 42, entity: 'meal-plan', entityId: 7, op: 'delete', userId: null })).toBe(
      'id: 42\nevent: change\ndata: {"entity":"meal-plan","id":7,"op":"delete","by":null}\n\n',
    );
  });

  it('gives a reload the position to resume from when there is one', () => {
    expect(reloadEvent(90)).toBe('id: 90\nevent: reload\ndata: {}\n\n');
    expect(reloadEvent()).toBe('event: reload\ndata: {}\n\n');
  });
});

describe('where a stream starts', () => {
  it('is live without a Last-Event-ID, or with one that is not a seq', () => {
    expect(streamStart(undefined, 5)).toEqual({ kind: 'live' });
    expect(streamStart('abc', 5)).toEqual({ kind: 'live' });
    expect(streamStart('-3', 5)).toEqual({ kind: 'live' });
    expect(streamStart('1e3', 5)).toEqual({ kind: 'live' });
  });

  it('replays after the last id while a change at or before it is kept', () => {
    expect(streamStart('10', 5)).toEqual({ kind: 'replay', after: 10 });
    expect(streamStart('5', 5)).toEqual({ kind: 'replay', after: 5 });
  });

  it('reloads when every change up to the last id is gone, or nothing is kept', () => {
    expect(streamStart('4', 5)).toEqual({ kind: 'reload' });
    expect(streamStart('10', null)).toEqual({ kind: 'reload' });
  });
});
