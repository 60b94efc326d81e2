import { useId } from 'react';
import type { PantryCatalogueEntry } from '@mealapp/domain';
import { Button, Divider, ErrorBox, Note } from '@mealapp/ui';
import { Autocomplete, Modal, QuickAddChips } from '@mealapp/ui/controls';
import { ITEM_NAME_MAX_LENGTH } from '@mealapp/domain';
import { DraftDetailFields, FieldStack } from '../shared/fields';
import { PANTRY_TEXT } from '../shared/messages';
import { shelfLifeText } from './shelf-life';
import type { AddItemForm } from './useAddItemForm';

const entryKey = (entry: PantryCatalogueEntry) => entry.name;
const entryName = (entry: PantryCatalogueEntry) => entry.name;
const entryDetails = (entry: PantryCatalogueEntry) => `${entry.category} · keeps ${shelfLifeText(entry.typicalShelfLife)}`;

/** spec part 1 §2 "Add New Item": quick-add chips, name with suggestions, status, optional category and date, the tip. */
export function AddItemModal({ open, draft, suggestions, chips, nameError, error, close, change, pickSuggestion, submit, quickAdd }: AddItemForm) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={PANTRY_TEXT.addTitle}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {PANTRY_TEXT.addSubmit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldStack>
          {error && <ErrorBox>{error}</ErrorBox>}
          <QuickAddChips label="Quick add" heading="Quick add" items={chips} getKey={entryKey} getLabel={entryName} onPick={(entry) => void quickAdd(entry)} />
          <Divider />
          <Autocomplete
            label="Item name"
            placeholder="e.g. Milk"
            value={draft.name}
            maxLength={ITEM_NAME_MAX_LENGTH}
            required
            error={nameError}
            onChange={(value) => change('name', value)}
            suggestions={suggestions}
            getKey={entryKey}
            getLabel={entryName}
            getDescription={entryDetails}
            onSelect={pickSuggestion}
            listLabel="Suggestions"
          />
          <DraftDetailFields draft={draft} onChange={change} optionalLabels />
          <Note $tone="info">{PANTRY_TEXT.autofillTip}</Note>
        </FieldStack>
      </form>
    </Modal>
  );
}
