import { ShoppingListCardView } from './card/ShoppingListCardView';
import { useShoppingItems } from './list/useShoppingItems';

/** Exposed to the shell's Home as `shopping/ShoppingListCard`; reads the same cached list as the page. */
export default function ShoppingListCard() {
  const { items, isLoading, error, retry } = useShoppingItems();
  const pendingCount = items.filter((item) => !item.isShopped).length;
  return <ShoppingListCardView loading={isLoading} error={error} onRetry={retry} pendingCount={pendingCount} />;
}
