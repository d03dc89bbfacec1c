import type { RecipeDirection } from '#shared/recipes/recipes.schemas';
import { RecipeChecklist } from './recipe-checklist';

/** The directions checklist, by step. */
export function RecipeDirections({ directions }: { directions: readonly RecipeDirection[] }) {
  return (
    <RecipeChecklist
      title="Directions"
      emptyText="No directions listed."
      ordered
      items={directions}
      renderItem={(direction) => (
        <>
          <span className="font-semibold text-primary">{direction.stepNumber}. </span>
          {direction.text}
        </>
      )}
    />
  );
}
