import { useCurrentHouseholdName } from '@mealapp/api-client';
import { canCombine, clearCompletedLabel, SHOPPING_EMPTY_LIST, SHOPPING_NO_MATCHES, shoppingFooter } from '@mealapp/domain';
import { EmptyState, ErrorBanner, PageHeader, Screen, SearchIcon } from '@mealapp/ui';
import { FloatingActionButton, isListPending, ListPending } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { CombineResultModal } from './combine/CombineResultModal';
import { useCombineSimilar } from './combine/useCombineSimilar';
import { ItemModal } from './item-form/ItemModal';
import { useItemForm } from './item-form/useItemForm';
import { ShoppingGroups } from './list/ShoppingGroups';
import { ShoppingToolbar } from './list/ShoppingToolbar';
import { useShoppingItems } from './list/useShoppingItems';
import { useShoppingView } from './list/useShoppingView';
import { CartIcon } from './shared/icons';
import { SHOPPING_TEXT } from './shared/messages';
import { useShoppingActions } from './shared/useShoppingActions';

const Footer = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** /shopping-list, "Shopping List" (spec part 1 §2). The shell provides the store, router, theme and toasts. */
export default function ShoppingListPage() {
  const household = useCurrentHouseholdName();
  const list = useShoppingItems();
  const view = useShoppingView(list.items);
  const actions = useShoppingActions();
  const form = useItemForm(actions, view.view.category);
  const combine = useCombineSimilar(list.items, actions.reportError);
  const completedCount = list.items.filter((item) => item.isShopped).length;

  let content;
  if (isListPending(list)) {
    content = <ListPending list={list} loadingLabel="Loading shopping items" />;
  } else if (view.totalCount === 0) {
    content = <EmptyState icon={<CartIcon />} title={SHOPPING_EMPTY_LIST.title} message={SHOPPING_EMPTY_LIST.message} />;
  } else {
    content = (
      <>
        <ShoppingToolbar
          view={view.view}
          change={view.change}
          canCombine={canCombine(list.items)}
          combining={combine.busy}
          onCombine={() => void combine.combine()}
          clearLabel={clearCompletedLabel(list.items)}
          completedCount={completedCount}
          onClear={() => void actions.clear()}
        />
        {view.shownCount === 0 ? (
          <EmptyState icon={<SearchIcon />} title={SHOPPING_NO_MATCHES} />
        ) : (
          <ShoppingGroups
            groups={view.groups}
            showStatusBadges={view.showStatusBadges}
            onToggle={(item) => void actions.toggle(item)}
            onEdit={form.openEdit}
            onDelete={(item) => void actions.remove(item)}
          />
        )}
        <Footer aria-live="polite">{shoppingFooter(view.shownCount, view.totalCount)}</Footer>
      </>
    );
  }

  return (
    <Screen>
      <PageHeader title={SHOPPING_TEXT.title} context={household} subtitle={SHOPPING_TEXT.subtitle} />
      {actions.error && <ErrorBanner>{actions.error}</ErrorBanner>}
      {content}
      <FloatingActionButton label="Add item" onClick={form.openAdd} />
      <ItemModal form={form} autoAddHint={actions.autoAddShoppedToPantry} />
      <CombineResultModal outcome={combine.outcome} onClose={combine.close} />
    </Screen>
  );
}
