import type { ReactNode } from 'react';
import { ChefHat } from 'lucide-react';
import { Card, CardContent } from '#web/components/ui/card';

/** A dashed card with a title, a hint and optional actions, for empty lists. */
export function RecipeEmptyState({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center sm:py-16">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-primary/20">
          <ChefHat className="size-6" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">{title}</p>
        {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
        {children}
      </CardContent>
    </Card>
  );
}
