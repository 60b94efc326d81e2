import type { HouseholdChange } from '../events/change-events.js';

/**
 * The registry of the database's tables: which hold a person's data and which a household's, what
 * export and account deletion do with each, and which the change log follows. The one place
 * export, account deletion and the change log's readers take it from (my-data-export.service.ts,
 * account-deletion.service.ts, events/). Migrations record the schema as it was and keep their
 * own lists; test/user-data-tables.int-spec.ts checks the migrated schema against this registry
 * (every table listed, every household_id column marked, the change log's triggers and entity
 * names, the export's sections), so a table added without its entry here fails it.
 *
 * Per column that names the person:
 * - `delete`: the row is theirs alone and goes with the account;
 * - `handOver`: the row is a household's (its creator); in a household that lives on after them it
 *   stays, credited to the household's owner (the column cannot be empty);
 * - `clear`: the column only says who did something (who ticked, who invited); it is emptied.
 * `email` columns name the person by their address rather than their id.
 */
export type PersonColumnRule = 'delete' | 'handOver' | 'clear';

export type ExportSection =
  | 'profile'
  | 'preferences'
  | 'notificationSettings'
  | 'households'
  | 'households[].members'
  | 'households[].recipes'
  | 'households[].categories'
  | 'households[].pantry'
  | 'households[].shopping'
  | 'households[].mealPlans'
  | 'households[].cookedMeals'
  | 'libraryRecipes';

/** The name a household table's changes go by in the change log (household_changes.entity) and the event stream. */
export type ChangeEntity = HouseholdChange['entity'];

export interface TableRule {
  /** Where the export writes the table's rows, or why it does not. */
  export: { sections: readonly ExportSection[] } | { notExported: string };
  /** Columns holding the person's id (or, for `byEmail`, their address), and what deletion does. */
  person: Readonly<Record<string, PersonColumnRule>>;
  byEmail?: boolean;
  /** Rows that belong to a household (household_id): they go when the household is deleted. */
  household?: true;
  /** A household's row may also have no household: shared by everyone, changed by no one (the starter library). */
  orShared?: true;
  /** The change log follows the table (statement triggers), its changes going by this name. */
  changes?: ChangeEntity;
  /** Written by triggers on the other tables' changes (the change log): account deletion clears it last. */
  writtenByTriggers?: true;
}

export const USER_DATA_TABLES = {
  users: { export: { sections: ['profile'] }, person: { id: 'delete' } },
  user_preferences: {
    export: { sections: ['preferences'] },
    person: { user_id: 'delete' },
  },
  notification_settings: {
    export: { sections: ['notificationSettings'] },
    person: { user_id: 'delete' },
  },
  households: {
    export: { sections: ['households'] },
    person: { created_by: 'clear' },
  },
  household_members: {
    export: { sections: ['households[].members'] },
    person: { user_id: 'delete' },
    household: true,
    changes: 'membership',
  },
  recipes: {
    export: { sections: ['households[].recipes'] },
    person: { user_id: 'handOver' },
    household: true,
    orShared: true,
    changes: 'recipe',
  },
  recipe_ingredients: {
    export: { sections: ['households[].recipes'] },
    person: {},
  },
  recipe_instructions: {
    export: { sections: ['households[].recipes'] },
    person: {},
  },
  recipe_nutrition: { export: { sections: ['households[].recipes'] }, person: {} },
  recipe_favorites: {
    // a household recipe's mark is its isFavorited; a shared one's, an entry of libraryRecipes
    export: { sections: ['households[].recipes', 'libraryRecipes'] },
    person: { user_id: 'delete' },
  },
  recipe_pins: {
    export: { sections: ['households[].recipes', 'libraryRecipes'] },
    person: { user_id: 'delete' },
  },
  recipe_categories: {
    export: { sections: ['households[].categories'] },
    person: { user_id: 'handOver' },
    household: true,
    orShared: true,
    changes: 'recipe-category',
  },
  recipe_images: {
    export: {
      notExported: "the picture's bytes stay on the server: a recipe carries its imageUrl as the API shows it",
    },
    person: { user_id: 'handOver' },
    household: true,
  },
  pantry_items: {
    export: { sections: ['households[].pantry'] },
    person: { user_id: 'handOver', updated_by: 'clear' },
    household: true,
    changes: 'pantry',
  },
  shopping_items: {
    export: { sections: ['households[].shopping'] },
    person: { user_id: 'handOver', updated_by: 'clear', checked_by: 'clear' },
    household: true,
    changes: 'shopping',
  },
  meal_plans: {
    export: { sections: ['households[].mealPlans'] },
    person: { user_id: 'handOver', cook_id: 'clear' },
    household: true,
    changes: 'meal-plan',
  },
  cooked_meals: {
    export: { sections: ['households[].cookedMeals'] },
    person: { user_id: 'handOver' },
    household: true,
  },
  refresh_tokens: {
    export: { notExported: 'sessions: secrets' },
    person: { user_id: 'delete' },
  },
  oidc_identities: {
    export: { sections: ['profile'] },
    person: { user_id: 'delete' },
  },
  oidc_sign_ins: {
    export: { notExported: 'sign-ins under way at the provider: minutes' },
    person: { confirm_user_id: 'delete' },
  },
  oidc_pending_links: {
    export: { notExported: "links waiting for the account's password: secrets, minutes" },
    person: { user_id: 'delete' },
  },
  password_reset_tokens: {
    export: { notExported: 'reset links: secrets' },
    person: { user_id: 'delete' },
  },
  push_subscriptions: {
    export: {
      notExported: "a device's push address and keys: secrets of that device",
    },
    person: { user_id: 'delete' },
  },
  native_push_tokens: {
    export: { notExported: "a device's push token: a secret of that device" },
    person: { user_id: 'delete' },
  },
  notification_deliveries: {
    export: {
      notExported: 'which daily notices went out: transient, kept a few days',
    },
    person: { user_id: 'delete' },
  },
  idempotent_writes: {
    export: { notExported: "retried writes' answers: transient, kept a day" },
    person: { user_id: 'delete' },
  },
  family_update_cursors: {
    export: { notExported: 'how far family updates were read: transient' },
    person: { user_id: 'delete' },
    household: true,
  },
  household_invitations: {
    export: { notExported: 'invitation codes (hashed): secrets that expire' },
    person: { invited_by: 'clear', used_by: 'clear' },
    household: true,
  },
  household_changes: {
    export: { notExported: 'the change log the apps sync from: transient' },
    person: { user_id: 'clear' },
    household: true,
    writtenByTriggers: true,
  },
  list_versions: {
    export: {
      notExported: "a household list's version counter: no one's data",
    },
    person: {},
    household: true,
  },
  client_error_reports: {
    export: {
      notExported: "the app's error reports: diagnostics for the operator",
    },
    person: { user_id: 'delete' },
  },
  failed_logins: {
    export: { notExported: 'failed sign-ins: a lockout counter, transient' },
    person: { email: 'delete' },
    byEmail: true,
  },
  outbox_messages: {
    export: { notExported: 'copies of mail sent, kept a week' },
    person: { recipient: 'delete' },
    byEmail: true,
  },
  vapid_keys: {
    export: { notExported: "the server's push keys: no one's data" },
    person: {},
  },
  throttle_counters: {
    export: { notExported: 'request counts per address or account for the throttles: transient, a minute' },
    person: {},
  },
  migrations: {
    export: { notExported: "the schema's history: no one's data" },
    person: {},
  },
} as const satisfies Record<string, TableRule>;

export type UserDataTable = keyof typeof USER_DATA_TABLES;

/** Every column that names a person, with its table and rule. */
export function personColumns(): Array<{
  table: UserDataTable;
  column: string;
  rule: PersonColumnRule;
  byEmail: boolean;
  writtenByTriggers: boolean;
}> {
  return (Object.entries(USER_DATA_TABLES) as Array<[UserDataTable, TableRule]>).flatMap(([table, rule]) =>
    Object.entries(rule.person).map(([column, columnRule]) => ({
      table,
      column,
      rule: columnRule,
      byEmail: rule.byEmail === true,
      writtenByTriggers: rule.writtenByTriggers === true,
    })),
  );
}

const entries = () => Object.entries(USER_DATA_TABLES) as Array<[UserDataTable, TableRule]>;

/** The tables whose rows belong to a household (household_id), in the registry's order. */
export const HOUSEHOLD_TABLES: readonly UserDataTable[] = entries()
  .filter(([, rule]) => rule.household === true)
  .map(([table]) => table);

/** The tables the change log follows, each with the name its changes go by. */
export const LOGGED_TABLES: ReadonlyArray<readonly [UserDataTable, ChangeEntity]> = entries().flatMap(([table, rule]) => (rule.changes ? [[table, rule.changes] as const] : []));

/** Every section the export writes, each once. */
export const EXPORT_SECTIONS: readonly ExportSection[] = [...new Set(entries().flatMap(([, rule]) => ('sections' in rule.export ? rule.export.sections : [])))];
