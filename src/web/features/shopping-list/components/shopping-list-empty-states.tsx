import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, ShoppingCart } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card, CardContent } from '#web/components/ui/card';

function EmptyCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center sm:py-16">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-primary/20">
          {icon}
        </span>
        {title && <h2 className="text-lg font-semibold">{title}</h2>}
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The week has no meal plans, so there is nothing to make a list from
 * (product rule: shopping-empty).
 */
export function NoMealPlansState() {
  return (
    <EmptyCard icon={<CalendarPlus className="size-6" aria-hidden="true" />}>
      <p className="max-w-md text-sm text-muted-foreground">
        You don&apos;t have any meal plans for this week. Add meal plans first to generate a
        shopping list.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to="/meal-plan">Go to Meal Planning</Link>
      </Button>
    </EmptyCard>
  );
}

/**
 * Meals are planned but no list was made yet (product rule: shopping-empty); the chips above list
 * the meals.
 */
export function NoShoppingListState({ mealCount }: { mealCount: number }) {
  return (
    <EmptyCard
      icon={<ShoppingCart className="size-6" aria-hidden="true" />}
      title="No Shopping List"
    >
      <p className="max-w-md text-sm text-muted-foreground">
        Click Generate List to create a shopping list from the{' '}
        {mealCount === 1 ? 'meal' : `${mealCount} meals`} planned this week.
      </p>
    </EmptyCard>
  );
}
