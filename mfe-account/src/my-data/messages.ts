import type { ImportResultDto } from '@mealapp/api-client';

/** Settings > Your Data: its own words (docs/your-data.md says what each action does). */
export const MY_DATA_TEXT = {
  section: 'Your Data',
  export: 'Export my data',
  exportHint: 'Download everything of yours as one file',
  exporting: 'Preparing your file…',
  exported: 'Your data was downloaded',
  exportFailed: 'Your data could not be exported. Please try again.',
  import: 'Import',
  importHint: 'Bring back data from an export file',
  importTitle: 'Import your data',
  importIntro: 'Choose a file made by "Export my data". Nothing already here is added twice, and nothing is changed if the file cannot be read whole.',
  chooseFile: 'Choose the export file',
  reading: 'Reading the file…',
  importing: 'Importing…',
  notAnExport: 'This file is not a Meal Planner export.',
  importFailed: 'The file could not be imported. Please try again.',
  importDone: 'Import finished',
  kind: 'Kind',
  added: 'Added',
  existing: 'Already there',
  close: 'Close',
  deleteAccount: 'Delete account',
  deleteHint: 'Remove your account and everything of yours',
  deleteTitle: 'Delete your account?',
  deleteGoes: 'This deletes, for good:',
  deleteItems: ['your recipes, with their favorites and pins', 'your pantry', 'your shopping list', 'your meal plans', 'your preferences and settings'],
  deleteOthers: 'Households you belong to but do not own keep what they hold; you leave them.',
  handedOver: (household: string, to: string) => `${household} is handed over to ${to}, with everything in it.`,
  deletedHousehold: (household: string) => `${household} is deleted, with everything in it.`,
  password: 'Your password',
  deleteConfirm: 'Delete my account',
  /** An account made at the identity provider has no password: it confirms by signing in there again. */
  confirmAtProvider: (provider: string) => `Your account signs in with ${provider}. Confirm it is you by signing in there again.`,
  confirmAtProviderButton: (provider: string) => `Confirm with ${provider}`,
  confirmedAtProvider: (provider: string) => `Confirmed with ${provider}. Delete your account now?`,
  cancel: 'Cancel',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account was deleted.',
} as const;

/** The import result's rows, in the order a person reads them. */
export const IMPORT_KIND_LABELS: ReadonlyArray<[keyof ImportResultDto, string]> = [
  ['recipes', 'Recipes'],
  ['categories', 'Recipe categories'],
  ['pantry', 'Pantry items'],
  ['shopping', 'Shopping list items'],
  ['mealPlans', 'Planned meals'],
  ['marks', 'Favorites and pins'],
  ['preferences', 'Dietary preferences'],
  ['notificationSettings', 'Notification settings'],
];
