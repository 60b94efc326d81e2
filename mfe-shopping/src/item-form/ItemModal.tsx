import { useId } from 'react';
import { CATEGORY_NAMES, ITEM_NAME_MAX_LENGTH, SHOPPING_QUANTITY_MAX_LENGTH, type CategoryName, type ShoppingCatalogueItem } from '@mealapp/domain';
import { Button, Divider, ErrorBanner, Note } from '@mealapp/ui';
import { Autocomplete, Modal, QuickAddChips, Select, type SelectOption, TextField } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { SHOPPING_TEXT } from '../shared/messages';
import type { ItemForm } from './useItemForm';

const CATEGORY_OPTIONS: readonly SelectOption[] = CATEGORY_NAMES.map((name) => ({ value: name, label: name }));

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: calc(-1 * ${({ theme }) => theme.space(1)});
`;

const QuantityChip = styled.button<{ $chosen: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $chosen }) => ($chosen ? `color-mix(in srgb, ${theme.colors.primary} 16%, ${theme.colors.surface})` : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;

const entryKey = (entry: ShoppingCatalogueItem) => entry.name;
const entryName = (entry: ShoppingCatalogueItem) => entry.name;
const entryDetails = (entry: ShoppingCatalogueItem) => entry.category;

/** spec part 1 §2: "Add New Item" / "Edit Item": name with autocomplete, optional quantity with suggestions, category, quick add. */
export function ItemModal({ form, autoAddHint }: { form: ItemForm; autoAddHint: boolean }) {
  const formId = useId();
  const { mode, draft, change } = form;
  const adding = mode?.kind !== 'edit';
  return (
    <Modal
      open={mode !== null}
      title={adding ? SHOPPING_TEXT.addTitle : SHOPPING_TEXT.editTitle}
      onClose={form.close}
      footer={
        <>
          <Button variant="secondary" onClick={form.close}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {adding ? SHOPPING_TEXT.addSubmit : SHOPPING_TEXT.editSubmit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack>
          {autoAddHint && <Note $tone="success">{SHOPPING_TEXT.autoAddHint}</Note>}
          {form.error && <ErrorBanner>{form.error}</ErrorBanner>}
          {adding && form.chips.length > 0 && (
            <>
              <QuickAddChips label="Quick add" heading="Quick add" items={form.chips} getKey={entryKey} getLabel={entryName} onPick={(entry) => void form.quickAdd(entry)} />
              <Divider />
            </>
          )}
          <Autocomplete
            label="Item name"
            placeholder="e.g. Milk"
            value={draft.name}
            maxLength={ITEM_NAME_MAX_LENGTH}
            required
            error={form.nameError}
            onChange={(value) => change('name', value)}
            suggestions={form.suggestions}
            getKey={entryKey}
            getLabel={entryName}
            getDescription={entryDetails}
            onSelect={form.pickSuggestion}
            listLabel="Suggestions"
          />
          <TextField
            label="Quantity (optional)"
            placeholder="e.g. 2 lb"
            value={draft.quantity}
            maxLength={SHOPPING_QUANTITY_MAX_LENGTH}
            onChange={(event) => change('quantity', event.target.value)}
          />
          {form.quantities.length > 0 && (
            <Suggestions role="group" aria-label="Quantity suggestions">
              {form.quantities.map((quantity) => (
                <QuantityChip
                  key={quantity}
                  type="button"
                  $chosen={draft.quantity === quantity}
                  aria-pressed={draft.quantity === quantity}
                  onClick={() => change('quantity', quantity)}
                >
                  {quantity}
                </QuantityChip>
              ))}
            </Suggestions>
          )}
          <Select
            label="Category"
            options={CATEGORY_OPTIONS}
            value={draft.category}
            onChange={(event) => change('category', event.target.value as CategoryName)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
