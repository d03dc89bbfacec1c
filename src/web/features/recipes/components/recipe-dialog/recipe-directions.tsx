import { useIntl } from 'react-intl';
import type { RecipeDirection } from '#shared/recipes/recipes.schemas';
import { RecipeChecklist } from './recipe-checklist';

/** The directions checklist, by step. */
export function RecipeDirections({ directions }: { directions: readonly RecipeDirection[] }) {
  const intl = useIntl();
  return (
    <RecipeChecklist
      title={intl.formatMessage({ id: 'recipes.directions.title' })}
      emptyText={intl.formatMessage({ id: 'recipes.directions.empty' })}
      ordered
      items={directions}
      renderItem={(direction) =>
        intl.formatMessage(
          { id: 'recipes.directions.item' },
          {
            step: (
              <span className="font-semibold text-primary">
                {intl.formatMessage(
                  { id: 'recipes.directions.step' },
                  { number: direction.stepNumber },
                )}
              </span>
            ),
            text: direction.text,
          },
        )
      }
    />
  );
}
