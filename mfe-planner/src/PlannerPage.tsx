export default function PlannerPage() {
  return <h1>Meal Planner</h1>;
}
