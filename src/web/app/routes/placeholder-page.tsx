import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChefHat } from 'lucide-react';
import { PageHeader } from '#web/components/layout/page-header';
import { Button } from '#web/components/ui/button';
import { Card, CardContent } from '#web/components/ui/card';

/** A titled page whose content arrives in a later issue. */
export function PlaceholderPage({
  title,
  description,
}: {
  title: string;
  description?: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} />
      <Card className="border-dashed">
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center sm:py-16">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-primary/20">
            <ChefHat className="size-7" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <p className="text-lg font-semibold">Coming soon</p>
            <p className="max-w-md text-sm text-muted-foreground">
              {description ?? 'This page is still simmering. Check back soon.'}
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/">Browse recipes</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
