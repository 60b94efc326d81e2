import { changeEvent, reloadEvent } from './change-events.js';

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
