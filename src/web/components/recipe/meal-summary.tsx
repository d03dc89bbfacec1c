import type { ReactNode } from 'react';
import { NotebookPen } from 'lucide-react';
import { cn } from '#web/lib/utils';
import { RecipeImage } from './recipe-image';

/**
 * How large the summary is where it sits: `row` in Today's Plan, `card` in the staging area
 * (a title may take two lines), `option` in the add dialog's list of recipes.
 */
const VARIANTS = {
  row: {
    box: 'items-center gap-3',
    thumb: 'size-12',
    title: 'truncate font-semibold',
    detail: 'text-sm',
  },
  card: {
    box: 'items-start gap-2',
    thumb: 'size-11',
    title: 'line-clamp-2 text-sm leading-snug font-semibold',
    detail: 'text-xs',
  },
  option: {
    box: 'items-center gap-3',
    thumb: 'size-10',
    title: 'truncate text-sm font-semibold',
    detail: 'truncate text-xs',
  },
} as const;

export type MealSummaryVariant = keyof typeof VARIANTS;

/**
 * A meal at a glance: its thumbnail (the recipe's picture, or a notebook for a placeholder),
 * its title and a line below (servings, 'Saving...'). Made of spans, so it fits in a button or
 * a label; the caller's element gives it its border, states and actions.
 */
export function MealSummary({
  title,
  detail,
  imageUrl,
  isPlaceholder,
  variant,
  className,
}: {
  title: ReactNode;
  detail: ReactNode;
  imageUrl: string | null | undefined;
  isPlaceholder: boolean;
  variant: MealSummaryVariant;
  className?: string;
}) {
  const styles = VARIANTS[variant];
  return (
    <span className={cn('flex min-w-0 flex-1', styles.box, className)}>
      <span
        className={cn(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted',
          styles.thumb,
        )}
      >
        {isPlaceholder ? (
          <NotebookPen className="size-5 text-muted-foreground" aria-hidden="true" />
        ) : (
          <RecipeImage imageUrl={imageUrl} alt="" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span dir="auto" className={cn('block', styles.title)}>
          {title}
        </span>
        <span className={cn('block text-muted-foreground', styles.detail)}>{detail}</span>
      </span>
    </span>
  );
}
