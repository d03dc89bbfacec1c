import { useState } from 'react';
import type { RecipeDirection } from '../../../../../shared/recipes/recipes.schemas';
import { cn } from '../../../../lib/utils';

/** The directions checklist, by step; ticking strikes a step through, on this screen only. */
export function RecipeDirections({ directions }: { directions: readonly RecipeDirection[] }) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="recipe-directions-heading" className="grid content-start gap-3">
      <h3 id="recipe-directions-heading" className="text-lg font-semibold">
        Directions
      </h3>
      {directions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No directions listed.</p>
      ) : (
        <ol className="grid max-h-[50vh] gap-1 overflow-y-auto pr-1">
          {directions.map((direction) => {
            const isChecked = checked.has(direction.id);
            return (
              <li key={direction.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 hover:bg-secondary/60">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={isChecked}
                    onChange={() => toggle(direction.id)}
                  />
                  <span
                    className={cn('text-sm', isChecked && 'text-muted-foreground line-through')}
                  >
                    <span className="font-semibold text-primary">{direction.stepNumber}. </span>
                    {direction.text}
                  </span>
                </label>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
