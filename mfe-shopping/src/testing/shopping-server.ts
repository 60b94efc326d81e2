import { combineSimilar, DEFAULT_APP_SETTINGS, tickPantryEffect, type PantryItem, type ShoppingItem } from '@mealapp/domain';
import { deferred, stubNetwork, type Answer, type RecordedCall } from '@mealapp/api-client/testing';

type Override = (call: RecordedCall) => Answer | Promise<Answer> | undefined;
type Call = 'list' | 'create' | 'update' | 'delete' | 'toggle' | 'clear' | 'combine' | 'pantry';

/**
 * Test-only: an in-memory shopping list (and the pantry the toggle feeds) behind the stubbed
 * fetch, answering like the API contract. `fail` lets a test refuse a call (return an answer)
 * or hold it (return a pending promise).
 */
export function shoppingServer(initial: ShoppingItem[], fail: Partial<Record<Call, Override>> = {}, initialPantry: PantryItem[] = []) {
  let items = initial.map((item) => ({ ...item }));
  let pantry = initialPantry.map((item) => ({ ...item }));
  let nextId = Math.max(0, ...initial.map((item) => item.id)) + 1;
  const find = (call: RecordedCall) => items.find((item) => item.id === Number(call.params.id));
  const notFound: Answer = { status: 404, body: { error: 'Shopping item not found' } };
  const net = stubNetwork({
    'GET /api/shopping': (call) => fail.list?.(call) ?? { status: 200, body: items },
    'POST /api/shopping/combine-similar': (call) => {
      const refused = fail.combine?.(call);
      if (refused) return refused;
      const result = combineSimilar(items);
      const removed = new Set(result.plan.remove);
      const kept = new Map(result.plan.keep.map((row) => [row.id, row]));
      items = items.filter((item) => !removed.has(item.id)).map((item) => ({ ...item, ...(kept.get(item.id) ?? {}) }));
      return { status: 200, body: result };
    },
    'DELETE /api/shopping/completed/clear': (call) => {
      const refused = fail.clear?.(call);
      if (refused) return refused;
      const deletedCount = items.filter((item) => item.isShopped).length;
      items = items.filter((item) => !item.isShopped);
      return { status: 200, body: { deletedCount } };
    },
    'POST /api/shopping': (call) => {
      const refused = fail.create?.(call);
      if (refused) return refused;
      const body = call.body as Partial<ShoppingItem>;
      const item: ShoppingItem = {
        id: nextId++,
        name: String(body.name).trim(),
        quantity: body.quantity ?? null,
        category: body.category ?? 'Produce',
        isShopped: body.isShopped ?? false,
      };
      items = [...items, item];
      return { status: 201, body: item };
    },
    'PATCH /api/shopping/:id/toggle': (call) => {
      const refused = fail.toggle?.(call);
      if (refused) return refused;
      const current = find(call);
      if (!current) return notFound;
      const updated = { ...current, isShopped: !current.isShopped };
      items = items.map((item) => (item.id === updated.id ? updated : item));
      const sent = (call.body ?? {}) as Partial<typeof DEFAULT_APP_SETTINGS>;
      const settings = {
        autoAddShoppedToPantry: sent.autoAddShoppedToPantry ?? DEFAULT_APP_SETTINGS.autoAddShoppedToPantry,
        autoUpdatePantryOnUncheck: sent.autoUpdatePantryOnUncheck ?? DEFAULT_APP_SETTINGS.autoUpdatePantryOnUncheck,
      };
      // The server's own rule, so this stand-in cannot drift from it.
      const effect = tickPantryEffect(pantry, updated, settings);
      if (effect.kind === 'add') pantry.push({ id: 1000 + pantry.length, ...effect.item, expirationDate: null });
      if (effect.kind === 'setStatus') pantry = pantry.map((item) => (effect.ids.includes(item.id) ? { ...item, status: effect.status } : item));
      return { status: 200, body: updated };
    },
    'PATCH /api/shopping/:id': (call) => {
      const refused = fail.update?.(call);
      if (refused) return refused;
      const current = find(call);
      if (!current) return notFound;
      const updated = { ...current, ...(call.body as Partial<ShoppingItem>) };
      items = items.map((item) => (item.id === updated.id ? updated : item));
      return { status: 200, body: updated };
    },
    'DELETE /api/shopping/:id': (call) => {
      const refused = fail.delete?.(call);
      if (refused) return refused;
      if (!find(call)) return notFound;
      items = items.filter((item) => item.id !== Number(call.params.id));
      return { status: 204 };
    },
    'GET /api/pantry': (call) => fail.pantry?.(call) ?? { status: 200, body: pantry },
  });
  return {
    ...net,
    items: () => items,
    pantry: () => pantry,
    setPantry: (next: PantryItem[]) => (pantry = next),
  };
}

export { deferred };
