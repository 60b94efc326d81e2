import type { PantryItem } from '@mealapp/domain';
import { deferred, stubNetwork, type Answer, type RecordedCall } from '@mealapp/api-client/testing';

type Override = (call: RecordedCall) => Answer | Promise<Answer> | undefined;

/**
 * Test-only: an in-memory pantry behind the stubbed fetch, answering like the API contract.
 * `fail` lets a test refuse a call (return an answer) or hold it (return a pending promise).
 */
export function pantryServer(initial: PantryItem[], fail: Partial<Record<'list' | 'create' | 'update' | 'delete', Override>> = {}) {
  let items = initial.map((item) => ({ ...item }));
  let nextId = Math.max(0, ...initial.map((item) => item.id)) + 1;
  const net = stubNetwork({
    'GET /api/pantry': (call) => fail.list?.(call) ?? { status: 200, body: items },
    'POST /api/pantry': (call) => {
      const refused = fail.create?.(call);
      if (refused) return refused;
      const body = call.body as Omit<PantryItem, 'id'>;
      const item: PantryItem = { id: nextId++, name: body.name, status: body.status, category: body.category ?? null, expirationDate: body.expirationDate ?? null };
      items = [...items, item];
      return { status: 201, body: item };
    },
    'PATCH /api/pantry/:id': (call) => {
      const refused = fail.update?.(call);
      if (refused) return refused;
      const id = Number(call.params.id);
      const current = items.find((item) => item.id === id);
      if (!current) return { status: 404, body: { error: 'Pantry item not found' } };
      const updated = { ...current, ...(call.body as Partial<PantryItem>) };
      items = items.map((item) => (item.id === id ? updated : item));
      return { status: 200, body: updated };
    },
    'DELETE /api/pantry/:id': (call) => {
      const refused = fail.delete?.(call);
      if (refused) return refused;
      const id = Number(call.params.id);
      if (!items.some((item) => item.id === id)) return { status: 404, body: { error: 'Pantry item not found' } };
      items = items.filter((item) => item.id !== id);
      return { status: 204 };
    },
  });
  return { ...net, items: () => items };
}

export { deferred };
