import type { MealType } from '@mealapp/domain';
import { useState } from 'react';
import { PlannerScreen } from './planner/PlannerScreen';
import { SelectRecipeDialog } from './planner/SelectRecipeDialog';
import { usePlanner, type NewMeal, type Slot } from './planner/usePlanner';
import { useRecipeChoices } from './planner/useRecipeChoices';
import { useShopThePlan } from './planner/useShopThePlan';

export default function PlannerPage() {
  const planner = usePlanner();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState<Slot | null>(null);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const choices = useRecipeChoices(adding !== null, search);
  const shopping = useShopThePlan();

  const changePage = (next: number) => {
    setPage(next);
    setSelected(null);
  };
  const openDialog = (mealType: MealType) => {
    if (selected === null) return;
    setAdding({ date: selected, mealType });
    setSearch('');
    setSaveError(null);
  };
  const save = async (meal: NewMeal) => {
    if (adding === null) return;
    setSaving(true);
    setSaveError(null);
    const error = await planner.add(adding, meal);
    setSaving(false);
    if (error) setSaveError(error);
    else setAdding(null);
  };

  return (
    <PlannerScreen
      pages={planner.pages}
      page={page}
      onPage={changePage}
      dayView={planner.dayView}
      selected={selected}
      onSelect={setSelected}
      isLoading={planner.isLoading}
      loadError={planner.loadError}
      onRetry={planner.retry}
      changeError={planner.changeError}
      selectedDay={selected === null ? null : planner.dayView(selected)}
      onAdd={openDialog}
      onRemove={(entry) => void planner.remove(entry)}
      cooks={planner.cooks}
      onCook={(entry, cookId) => void planner.setCook(entry, cookId)}
      onShop={() => shopping.shop(planner.pages[page])}
      shopping={shopping.busy}
      dialog={
        adding && (
          <SelectRecipeDialog
            slot={adding}
            search={search}
            onSearch={setSearch}
            recipes={choices.recipes}
            isLoading={choices.isLoading}
            loadError={choices.error}
            saving={saving}
            saveError={saveError}
            onPickRecipe={(recipeId) => void save({ type: 'recipe', recipeId })}
            onAddCustom={(customName) => void save({ type: 'custom', customName })}
            onClose={() => setAdding(null)}
          />
        )
      }
    />
  );
}
