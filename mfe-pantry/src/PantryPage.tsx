export default function PantryPage() {
  return <h1>Smart Pantry</h1>;
}
