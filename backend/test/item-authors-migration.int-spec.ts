import type { DataSource } from 'typeorm';
import { oneMigration } from './support/one-migration.js';

/**
 * ItemAuthors1765400000000 on a populated database: every item was last changed by whoever added
 * it, and a ticked item was ticked by them; nothing else changes, and it can be undone.
 */
describe('migration to item authors: who added, ticked and changed each item', () => {
  const { openBefore, step } = oneMigration('ItemAuthors');
  let db: DataSource;

  it('names the adder as the last to change each item and the one who ticked each ticked item', async () => {
    db = await openBefore();
    const [ada, bo] = (await db.query(`INSERT INTO users (email, name, password_hash) VALUES ('ada@example.com', 'Ada', 'x'), ('bo@example.com', 'Bo', 'x') RETURNING id`)) as Array<{
      id: number;
    }>;
    for (const user of [ada, bo]) {
      await db.query(`INSERT INTO pantry_items (user_id, name, status) VALUES ($1, 'Rice', 'In Stock')`, [user.id]);
      await db.query(`INSERT INTO shopping_items (user_id, name, category, is_shopped) VALUES ($1, 'Milk', 'Dairy & Eggs', false), ($1, 'Bread', 'Bakery', true)`, [user.id]);
    }
    const before = (await db.query(`SELECT * FROM shopping_items ORDER BY id`)) as Array<Record<string, unknown>>;

    await step('up');

    expect(await db.query(`SELECT user_id, updated_by FROM pantry_items ORDER BY id`)).toEqual([
      { user_id: ada.id, updated_by: ada.id },
      { user_id: bo.id, updated_by: bo.id },
    ]);
    const after = (await db.query(`SELECT * FROM shopping_items ORDER BY id`)) as Array<Record<string, unknown>>;
    expect(after.map(({ updated_by: _updated, checked_by: _checked, ...row }) => row)).toEqual(before);
    expect(after.map(({ name, user_id, updated_by, checked_by }) => [name, user_id, updated_by, checked_by])).toEqual([
      ['Milk', ada.id, ada.id, null],
      ['Bread', ada.id, ada.id, ada.id],
      ['Milk', bo.id, bo.id, null],
      ['Bread', bo.id, bo.id, bo.id],
    ]);
  });

  it('leaves items named by nobody when their author deletes their account, and can be undone', async () => {
    const [cy] = (await db.query(`INSERT INTO users (email, name, password_hash) VALUES ('cy@example.com', 'Cy', 'x') RETURNING id`)) as Array<{ id: number }>;
    const [ada] = (await db.query(`SELECT id FROM users WHERE email = 'ada@example.com'`)) as Array<{ id: number }>;
    await db.query(`UPDATE shopping_items SET checked_by = $1, updated_by = $1 WHERE user_id = $2 AND name = 'Bread'`, [cy.id, ada.id]);
    await db.query(`DELETE FROM users WHERE id = $1`, [cy.id]);
    expect(await db.query(`SELECT checked_by, updated_by FROM shopping_items WHERE user_id = $1 AND name = 'Bread'`, [ada.id])).toEqual([{ checked_by: null, updated_by: null }]);

    await step('down');
    const columns = (await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name IN ('pantry_items', 'shopping_items') AND column_name IN ('updated_by', 'checked_by')`,
    )) as unknown[];
    expect(columns).toEqual([]);
  });
});
