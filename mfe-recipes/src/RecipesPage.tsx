export default function RecipesPage() {
  return <h1>Recipes</h1>;
}
