import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARCHIVE_UPLOAD_LIMITS } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import { ArchiveSender, ndjsonLines, type ArchiveAnswer, type ArchiveCallbacks, type SendArchive } from './archive/send-archive';
import RecipesPage from './RecipesPage';
import { aRecipe, recipesServer } from './testing/recipes-server';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

/** A sender the test drives: it records the call and answers when told. */
function heldSender() {
  const calls: Array<{ files: readonly File[]; token: string | null; callbacks: ArchiveCallbacks }> = [];
  let answer!: (value: ArchiveAnswer) => void;
  const send: SendArchive = (files, token, callbacks) => {
    calls.push({ files, token, callbacks });
    return new Promise((resolve) => (answer = resolve));
  };
  return { send, calls, answer: (value: ArchiveAnswer) => act(async () => answer(value)) };
}

async function openImport(send: SendArchive) {
  const user = userEvent.setup();
  const server = recipesServer({ recipes: [aRecipe({ id: 11, title: 'Tomato Pasta', ingredients: ['Pasta'] })] });
  renderPage(
    <ArchiveSender value={send}>
      <RecipesPage />
    </ArchiveSender>,
    { path: '/recipes' },
  );
  await screen.findAllByTestId('recipe-card');
  await user.click(screen.getByRole('button', { name: 'Add recipe' }));
  await user.click(screen.getByRole('menuitem', { name: 'Import from another app' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import from another app' });
  return { user, server, dialog };
}

const aFile = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: name.endsWith('.zip') ? 'application/zip' : 'application/json' });

describe('Import from another app', () => {
  test('shows the upload, then "Importing 1 of 2", then the report, and reads the list again', async () => {
    const sender = heldSender();
    const { user, server, dialog } = await openImport(sender.send);
    await user.upload(within(dialog).getByLabelText('Choose files'), [aFile('mealie.zip'), aFile('pancakes.json')]);

    expect(sender.calls[0].files.map((file) => file.name)).toEqual(['mealie.zip', 'pancakes.json']);
    expect(sender.calls[0].token).toBe('token');
    act(() => sender.calls[0].callbacks.onUpload(0.5));
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Uploading 50%');
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');

    act(() => sender.calls[0].callbacks.onUpload(1));
    expect(status).toHaveTextContent('Reading the files...');
    act(() => sender.calls[0].callbacks.onProgress(1, 2));
    expect(status).toHaveTextContent('Importing 1 of 2');
    const importing = within(dialog).getByRole('progressbar', { name: 'Import progress' });
    expect(importing).toHaveAttribute('value', '1');
    expect(importing).toHaveAttribute('max', '2');

    const listReads = server.count('GET /api/recipes');
    await sender.answer({
      kind: 'report',
      report: { imported: 1, skipped: [{ file: 'mealie.zip/recipes/toast/toast.json', reason: 'Already in your recipes (same title and ingredients)' }] },
    });
    expect(status).toHaveTextContent('Imported 1 recipe');
    const skipped = within(dialog).getByRole('region', { name: '1 entry skipped' });
    expect(within(skipped).getByRole('listitem')).toHaveTextContent('mealie.zip/recipes/toast/toast.jsonAlready in your recipes (same title and ingredients)');
    await waitFor(() => expect(server.count('GET /api/recipes')).toBeGreaterThan(listReads));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Import from another app' })).not.toBeInTheDocument();
  });

  test("shows the server's refusal and lets the user choose again", async () => {
    const sender = heldSender();
    const { user, dialog } = await openImport(sender.send);
    await user.upload(within(dialog).getByLabelText('Choose files'), [aFile('photo.zip')]);
    const error = 'photo.zip is neither a zip archive nor a JSON file. Choose a Mealie or Tandoor export (.zip) or schema.org JSON-LD files (.json).';
    await sender.answer({ kind: 'refused', status: 415, error });
    expect(within(dialog).getByText(error)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Choose files')).toBeEnabled();
  });

  test('refuses files over the limit before sending anything', async () => {
    const sender = heldSender();
    const { user, dialog } = await openImport(sender.send);
    const big = aFile('big.zip');
    Object.defineProperty(big, 'size', { value: ARCHIVE_UPLOAD_LIMITS.bytes + 1 });
    await user.upload(within(dialog).getByLabelText('Choose files'), [big]);
    expect(within(dialog).getByText('The files must be at most 64 MB together. Export fewer recipes at a time.')).toBeInTheDocument();
    expect(sender.calls).toHaveLength(0);
  });

  test('an expired token is refreshed once and the upload sent again', async () => {
    const sender = heldSender();
    const { user, server, dialog } = await openImport(sender.send);
    await user.upload(within(dialog).getByLabelText('Choose files'), [aFile('mealie.zip')]);
    await sender.answer({ kind: 'refused', status: 401, error: 'Unauthorized' });
    await waitFor(() => expect(sender.calls).toHaveLength(2));
    expect(server.count('GET /api/me')).toBeGreaterThan(0);
    await sender.answer({ kind: 'report', report: { imported: 2, skipped: [] } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Imported 2 recipes');
  });
});

describe('ndjsonLines', () => {
  test.each([
    ['', 0, [], 0],
    ['{"type":"progress","done":0,"total":2}', 0, [], 0],
    ['{"type":"progress","done":0,"total":2}\n{"type":"pro', 0, [{ type: 'progress', done: 0, total: 2 }], 39],
    ['{"type":"progress","done":0,"total":2}\n{"type":"progress","done":1,"total":2}\n', 39, [{ type: 'progress', done: 1, total: 2 }], 78],
  ])('%j from %i', (text, from, lines, next) => {
    expect(ndjsonLines(text, from)).toEqual({ lines, next });
  });
});
