export default function ShoppingListPage() {
  return <h1>Shopping List</h1>;
}
