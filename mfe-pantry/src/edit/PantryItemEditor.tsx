import { Button, ErrorBox } from '@mealapp/ui';
import { TextField } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { ITEM_NAME_MAX_LENGTH } from '@mealapp/domain';
import { DraftDetailFields, FieldStack } from '../shared/fields';
import type { PantryEditor } from './usePantryEditor';

const Form = styled.form`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child { margin-right: auto; }
`;

const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

type Props = Pick<PantryEditor, 'change' | 'save' | 'cancel' | 'remove'> & { editing: NonNullable<PantryEditor['editing']> };

/** The inline edit row: name, status, category, expiration date; Delete, Cancel and Save. */
export function PantryItemEditor({ editing, change, save, cancel, remove }: Props) {
  const { item, draft } = editing;
  return (
    <Form
      aria-label={`Edit ${item.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <FieldStack>
        {editing.error && <ErrorBox>{editing.error}</ErrorBox>}
        <TextField
          label="Name"
          value={draft.name}
          maxLength={ITEM_NAME_MAX_LENGTH}
          required
          autoFocus
          error={editing.nameError}
          onChange={(event) => change('name', event.target.value)}
        />
        <DraftDetailFields draft={draft} onChange={change} />
        <Actions>
          <DeleteButton variant="ghost" aria-label={`Delete ${item.name}`} onClick={() => remove(item)}>
            Delete
          </DeleteButton>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Actions>
      </FieldStack>
    </Form>
  );
}
