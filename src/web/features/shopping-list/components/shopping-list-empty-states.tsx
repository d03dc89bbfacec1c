import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  return (
    <EmptyCard icon={<CalendarPlus className="size-6" aria-hidden="true" />}>
      <p className="max-w-md text-sm text-muted-foreground">
        {intl.formatMessage({ id: 'shopping.empty.noMealPlans' })}
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to="/meal-plan">{intl.formatMessage({ id: 'shopping.empty.goToMealPlanning' })}</Link>
      </Button>
    </EmptyCard>
  );
}

/**
 * Meals are planned but no list was made yet (product rule: shopping-empty); the chips above list
 * the meals.
 */
export function NoShoppingListState({ mealCount }: { mealCount: number }) {
  const intl = useIntl();
  return (
    <EmptyCard
      icon={<ShoppingCart className="size-6" aria-hidden="true" />}
      title={intl.formatMessage({ id: 'shopping.empty.noList' })}
    >
      <p className="max-w-md text-sm text-muted-foreground">
        {intl.formatMessage({ id: 'shopping.empty.generateHint' }, { count: mealCount })}
      </p>
    </EmptyCard>
  );
}
