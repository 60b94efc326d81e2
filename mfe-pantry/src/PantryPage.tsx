import { Button, EmptyState, ErrorBox, FloatingActionButton, PageHeader, Screen, SearchIcon, Spinner } from '@mealapp/ui';
import styled from 'styled-components';
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

const LoadFailed = styled(ErrorBox)`
  button { margin-top: ${({ theme }) => theme.space(3)}; }
`;

/** /pantry, "Smart Pantry" (spec part 1 §2). The shell provides the store, router, theme and toasts. */
export default function PantryPage() {
  const today = useToday();
  const list = usePantryItems();
  const view = usePantryView(list.items);
  const actions = usePantryActions();
  const editor = usePantryEditor(actions);
  const add = useAddItemForm(actions, today);

  let content;
  if (list.isLoading) {
    content = <Spinner label="Loading pantry items" />;
  } else if (list.error) {
    content = (
      <LoadFailed>
        <p>{list.error}</p>
        <Button variant="secondary" onClick={list.retry} busy={list.isFetching}>
          Retry
        </Button>
      </LoadFailed>
    );
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
      <PageHeader title={PANTRY_TEXT.title} subtitle={PANTRY_TEXT.subtitle} />
      {actions.error && <ErrorBox>{actions.error}</ErrorBox>}
      {content}
      <FloatingActionButton label="Add item" onClick={add.openForm} />
      <AddItemModal {...add} />
    </Screen>
  );
}
