import 'reflect-metadata';
import { ApiProperty } from '@nestjs/swagger';
import { serverOwnedFieldsOf, ServerOwned, TakesBack, withoutServerOwned } from './server-owned.js';

class Owner {
  @ApiProperty()
  id: number;
}

class Row {
  @ApiProperty()
  @ServerOwned()
  id: number;

  @ApiProperty()
  text: string;
}

class ThingBase {
  @ApiProperty({ description: 'Its number' })
  @ServerOwned()
  id: number;

  @ApiProperty()
  name: string;
}

/** An answer: its parent's server-owned fields and its own. */
class Thing extends ThingBase {
  @ApiProperty({ type: Owner, nullable: true })
  @ServerOwned()
  owner: Owner | null;

  @ApiProperty({ type: Row, isArray: true })
  rows: Row[];
}

class ThingSummary extends ThingBase {
  @ApiProperty()
  @ServerOwned()
  rowCount: number;
}

@TakesBack(Row)
class RowInput {
  @ApiProperty()
  text: string;
}

@TakesBack([Thing, ThingSummary], { rows: { rows: RowInput } })
class CreateThing {
  @ApiProperty()
  name: string;

  @ApiProperty()
  rows: Array<string | RowInput>;
}

/** A body that declares a field an answer owns: the body's own word wins. */
@TakesBack(Thing)
class RenumberThing {
  @ApiProperty()
  id: number;
}

class Login {
  @ApiProperty()
  email: string;
}

describe('server-owned fields: declared on the answer, taken back by the body', () => {
  it('lists what an answer declares, its parents\' included', () => {
    expect(serverOwnedFieldsOf(Thing).sort()).toEqual(['id', 'owner']);
    expect(serverOwnedFieldsOf(ThingSummary).sort()).toEqual(['id', 'rowCount']);
    expect(serverOwnedFieldsOf(Owner)).toEqual([]);
  });

  it.each([
    ["drops the server's fields of every answer named", CreateThing, { id: 1, name: 'a', owner: null, rowCount: 3 }, { name: 'a' }],
    ['keeps an unknown field for the validator to refuse', CreateThing, { id: 1, colour: 'red' }, { colour: 'red' }],
    ['drops them in rows, leaving plain lines alone', CreateThing, { rows: ['x', { id: 9, text: 'y' }] }, { rows: ['x', { text: 'y' }] }],
    ['keeps a field the body declares itself', RenumberThing, { id: 4, owner: { id: 1 } }, { id: 4 }],
    ['leaves a body that takes nothing back alone', Login, { email: 'e', id: 1 }, { email: 'e', id: 1 }],
    ['leaves a non-object alone', CreateThing, 'text', 'text'],
    ['leaves a list alone where an object belongs', CreateThing, [{ id: 1 }], [{ id: 1 }]],
    ['leaves lists within a row list alone', CreateThing, { rows: [[{ id: 9 }]] }, { rows: [[{ id: 9 }]] }],
  ])('withoutServerOwned %s', (_case, body, value, expected) => {
    expect(withoutServerOwned(body, value)).toEqual(expected);
  });

  it('keeps a "__proto__" key a plain field, for the validator to refuse', () => {
    const value = JSON.parse('{"id":1,"__proto__":{"admin":true}}') as object;
    const kept = withoutServerOwned(CreateThing, value) as Record<string, unknown>;
    expect(Object.keys(kept)).toEqual(['__proto__']);
    expect((kept as { admin?: boolean }).admin).toBeUndefined();
  });

  it('documents each on the body as readOnly, as the answer describes it', () => {
    const property = (field: string) => Reflect.getMetadata('swagger/apiModelProperties', CreateThing.prototype, field) as Record<string, unknown>;
    expect(property('id')).toEqual(expect.objectContaining({ readOnly: true, required: false, description: 'Its number. Set by the server: ignored when sent.' }));
    expect(property('owner')).toEqual(expect.objectContaining({ type: Owner, nullable: true, readOnly: true }));
    expect(property('name')).not.toHaveProperty('readOnly');
  });
});
