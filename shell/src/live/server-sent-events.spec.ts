import { ServerSentEventReader } from './server-sent-events';

describe('ServerSentEventReader', () => {
  it.each<[string, string[], Array<{ id: string; event: string; data: string }>]>([
    ['one event', ['id: 7\nevent: change\ndata: {"a":1}\n\n'], [{ id: '7', event: 'change', data: '{"a":1}' }]],
    ['cut anywhere', ['id: 7\nev', 'ent: change\nda', 'ta: x\n', '\n'], [{ id: '7', event: 'change', data: 'x' }]],
    ['comments and pings skipped', [': ping\n\n: hello\nid: 1\ndata: y\n\n'], [{ id: '1', event: 'message', data: 'y' }]],
    ['several data lines joined', ['data: a\ndata: b\n\n'], [{ id: '', event: 'message', data: 'a\nb' }]],
    ['CRLF line ends', ['id: 3\r\nevent: reload\r\ndata: {}\r\n\r\n'], [{ id: '3', event: 'reload', data: '{}' }]],
    ['the id carries over to later events', ['id: 5\ndata: a\n\ndata: b\n\n'], [{ id: '5', event: 'message', data: 'a' }, { id: '5', event: 'message', data: 'b' }]],
    ['no data: no event', ['event: change\n\n'], []],
    ['an event not yet ended waits', ['data: a\n'], []],
    ['no space after the colon', ['data:x\n\n'], [{ id: '', event: 'message', data: 'x' }]],
  ])('%s', (_case, chunks, expected) => {
    const reader = new ServerSentEventReader();
    expect(chunks.flatMap((chunk) => reader.push(chunk))).toEqual(expected);
  });
});
