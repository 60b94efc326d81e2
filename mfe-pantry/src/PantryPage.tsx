import { useCurrentHouseholdName } from '@mealapp/api-client';
import { EmptyState, ErrorBox, PageHeader, Screen, SearchIcon } from '@mealapp/ui';
import { FloatingActionButton, isListPending, ListPending } from '@mealapp/ui/controls';
import { AddItemModal } from './add/AddItemModal';
import { useAddItemForm } from './add/useAddItemForm';
import { usePantryEditor } from './edit/usePantryEditor';
import { PantryGroups } from './list/PantryGroups';
import { PantryToolbar } from './list/PantryToolbar';
import { usePantryItems } from './list/usePantryItems';
import { usePantryView } from './list/usePantryView';
import { BasketIcon } from './shared/icons';
import { PANTRY_TEXT } from './shared/messages';
import { usePantryActions } from './shared/usePantryActions';
import { useToday } from './shared/useToday';

/** /pantry, "Smart Pantry" (spec part 1 §2). The shell provides the store, router, theme and toasts. */
export default function PantryPage() {
  const household = useCurrentHouseholdName();
  const today = useToday();
  const list = usePantryItems();
  const view = usePantryView(list.items);
  const actions = usePantryActions();
  const editor = usePantryEditor(actions);
  const add = useAddItemForm(actions, today);

  let content;
  if (isListPending(list)) {
    content = <ListPending list={list} loadingLabel="Loading pantry items" />;
  } else if (view.totalCount === 0) {
    content = <EmptyState icon={<BasketIcon />} title={PANTRY_TEXT.emptyTitle} message={PANTRY_TEXT.emptyMessage} />;
  } else {
    content = (
      <>
        <PantryToolbar view={view.view} change={view.change} shownCount={view.shownCount} totalCount={view.totalCount} />
        {view.shownCount === 0 ? (
          <EmptyState icon={<SearchIcon />} title={PANTRY_TEXT.noMatchTitle} message={PANTRY_TEXT.noMatchMessage} />
        ) : (
          <PantryGroups groups={view.groups} today={today} editor={editor} />
        )}
      </>
    );
  }

  return (
    <Screen>
      <PageHeader title={PANTRY_TEXT.title} context={household} subtitle={PANTRY_TEXT.subtitle} />
      {actions.error && <ErrorBox>{actions.error}</ErrorBox>}
      {content}
      <FloatingActionButton label="Add item" onClick={add.openForm} data-tutorial="pantry-add" />
      <AddItemModal {...add} />
    </Screen>
  );
}
